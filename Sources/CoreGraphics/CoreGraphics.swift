// `import CoreGraphics` on platforms without Apple's CoreGraphics: Foundation's CG types
// (CGFloat, CGPoint, CGSize, CGRect). Trellis's additions (CGAffineTransform and friends)
// come with `import Trellis`.
@_exported import Foundation
