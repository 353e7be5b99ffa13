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
#if os(Linux) || os(Windows) || os(Android) || os(WASI) || os(OpenBSD)
@_exported import Combine
#endif
