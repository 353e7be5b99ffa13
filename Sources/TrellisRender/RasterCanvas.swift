import TrellisRaster

/// The rasterizer's drawing surface. TrellisLayout's `Canvas` is SwiftUI's view; in this
/// module, which draws on the rasterizer's surface throughout, the plain name means the
/// surface (a declaration of the module comes before an imported one). Public signatures
/// spell it `TrellisRaster.Canvas`.
typealias Canvas = TrellisRaster.Canvas
