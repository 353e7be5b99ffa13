// The module SwiftUI layout code imports in place of SwiftUI: the layout core, with
// real-font text measurement as the default.
@_exported import TrellisLayout
@_exported import TrellisPreviewMacros
@_exported import Foundation
@_exported import TrellisText
@_exported import TrellisRender
@_exported import TrellisCombine
// SwiftUI re-exports Combine: `import SwiftUI` alone reaches `Timer.publish`,
// `NotificationCenter.default.publisher(for:)` and `DispatchQueue` as a scheduler. Where
// Package.swift builds the `Combine` shim (the platforms without Apple's Combine), this
// module re-exports it likewise. (A platform condition, not `canImport(Combine)`: whether
// a module can be imported depends on what the build folder holds.)
//
// SwiftUI on iOS re-exports UIKit too: its colours, fonts, images, screen, device and
// application, with `Color(uiColor:)`, `Font(_:)` and `Image(uiImage:)`. TrellisUIKit
// declares those (Sources/UIKit/include/UIKit.h: why they are not in the UIKit module).
// The UIKit module itself is not re-exported: a file that imports it beside Testing gets
// Swift Testing's cross-import overlay as well (Sources/_Testing_UIKit), which every test
// file importing Trellis would otherwise pay for.
#if os(Linux) || os(Windows) || os(Android) || os(WASI) || os(OpenBSD)
@_exported import Combine
@_exported import TrellisUIKit
#endif
