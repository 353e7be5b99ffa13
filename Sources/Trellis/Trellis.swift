// The module SwiftUI layout code imports in place of SwiftUI: the layout core, with
// real-font text measurement as the default.
@_exported import TrellisLayout
@_exported import TrellisPreviewMacros
@_exported import Foundation
@_exported import TrellisText
@_exported import TrellisRender
@_exported import TrellisCombine
