// `import UIKit` on platforms without UIKit: a module that declares nothing itself.
//
// Decision: the UIKit types that SwiftUI code uses beside SwiftUI (UIColor, UIFont,
// UIImage, UIScreen, UIDevice, UIApplication, UIEdgeInsets) are Swift declarations in
// TrellisUIKit, which the Trellis module re-exports, as `import SwiftUI` re-exports UIKit on
// iOS. This module exists so that `import UIKit` and `#if canImport(UIKit)` in code that
// depends on Trellis compile, without any other module of the build seeing a UIKit:
// SwiftPM hands a C module's module map only to the modules that depend on it, whereas
// every Swift module of a build lands in one folder that every compilation searches, so a
// Swift module named UIKit would turn on the `#if canImport(UIKit)` code of dependencies
// that never asked for it (swift-snapshot-testing, swift-custom-dump and
// swift-property-based have such code, written against Apple's UIKit).
