#if PICTURE_PROBE_CORE
import Foundation
import TrellisLayout
import TrellisRender
import TrellisText
#else
import Trellis
#endif

/// Issue 47's timeline: seed 003's AnyLayout toggle (the showcase's `anylayout-toggle`,
/// Sources/TrellisShowcase/Seeds/AnyLayoutToggle.swift, copied here because the showcase
/// is not a product): three squares in a `VStackLayout` that `withAnimation` turns into an
/// `HStackLayout` and back when Change is tapped. Drawn at 390 × 844 points.
public struct TimelineScreen: View {
    /// The window: a phone's 390 × 844 points.
    public static let size = CGSize(width: 390, height: 844)
    /// The recording: 60 frames at 30 frames per second (times 0 to 59/30 s).
    public static let framesPerSecond: Double = 30
    public static let duration: TimeInterval = 59.0 / 30.0
    /// Change is tapped at these times: there and back, as in the showcase.
    public static let tapTimes: [TimeInterval] = [0, 1.2]

    @State var isTapped = false

    public init() {}

    var layout: AnyLayout {
        isTapped ? AnyLayout(HStackLayout(spacing: 30)) : AnyLayout(VStackLayout(spacing: 30))
    }

    public var body: some View {
        VStack(spacing: 50) {
            Spacer()
            layout {
                Rectangle().fill(.green).frame(width: 70, height: 70)
                Rectangle().fill(.yellow).frame(width: 70, height: 70)
                Rectangle().fill(.red).frame(width: 70, height: 70)
            }
            Button(action: { withAnimation { isTapped.toggle() } }, label: { Text("Change") })
            Spacer()
        }
    }
}

/// A window of a fresh ``TimelineScreen`` (untapped) at ``TimelineScreen/size`` with
/// `scale` pixels per point, text measured with the real fonts, laid out.
public func makeTimelineHost(scale: CGFloat = 3) -> HostingView<TimelineScreen> {
    let host = HostingView(rootView: TimelineScreen(), size: TimelineScreen.size, displayScale: scale,
                           textMeasurer: FontTextMeasurer.shared)
    host.layoutIfNeeded()
    _ = host.renderTree()
    return host
}

/// The timeline of `host` (made by ``makeTimelineHost(scale:)``, not yet tapped) as an
/// animated PNG at `scale`: 60 frames at 30 frames per second, Change tapped at
/// ``TimelineScreen/tapTimes``.
public func timelineAPNG(_ host: HostingView<TimelineScreen>, scale: CGFloat = 3) throws -> Data {
    let events: [HostingView<TimelineScreen>.TimelineEvent] = TimelineScreen.tapTimes.map { t in
        (time: t, action: { host in _ = host.tapButton(labeled: "Change") })
    }
    return try host.apngData(duration: TimelineScreen.duration, framesPerSecond: TimelineScreen.framesPerSecond,
                             scale: scale, events: events)
}
