#if PICTURE_PROBE_CORE
import Foundation
import TrellisLayout
import TrellisText
#else
import Trellis
#endif

/// Issue 47's picture: a settings-like screen of the kind snapshot suites render — a
/// gradient header with a title, a grid of eight circles with captions, and nine rows of
/// wrapping text separated by dividers. Drawn at 390 × 844 points (``size``), at scale 3
/// a 1,170 × 2,532-pixel picture. Fixed content: every run draws the same tree.
public struct PictureScreen: View {
    /// The window: a phone's 390 × 844 points.
    public static let size = CGSize(width: 390, height: 844)

    static let captions = ["Wi-Fi", "Bluetooth", "Cellular", "Hotspot", "Focus", "Screen", "Sounds", "Privacy"]
    static let hues: [(Double, Double, Double)] = [
        (0.20, 0.48, 0.96), (0.18, 0.62, 0.90), (0.24, 0.75, 0.40), (0.30, 0.78, 0.35),
        (0.38, 0.33, 0.85), (0.25, 0.30, 0.75), (0.95, 0.27, 0.36), (0.18, 0.45, 0.90),
    ]
    static let rows = [
        "Automatic updates download and install new versions overnight while the phone charges.",
        "Notifications from apps you have not opened for a month are gathered in a daily summary.",
        "Background refresh lets apps fetch new content on Wi-Fi and mobile data when it is cheap.",
        "Location services are used by maps, weather and photos; each app asks before it reads them.",
        "Screen time reports show how long each app was open and how many times the phone woke up.",
        "Storage: photos and messages take most of the space; large attachments can be reviewed here.",
        "Battery health is good. Optimised charging waits to charge past eighty per cent at night.",
        "Keyboard settings: automatic correction, smart punctuation, predictive text and shortcuts.",
        "Accessibility features such as larger text, bold text and reduced motion apply everywhere.",
    ]

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            ZStack(alignment: .bottomLeading) {
                LinearGradient(colors: [Color(red: 0.22, green: 0.40, blue: 0.95), Color(red: 0.60, green: 0.28, blue: 0.86)],
                               startPoint: .topLeading, endPoint: .bottomTrailing)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Settings").font(.largeTitle).bold().foregroundColor(.white)
                    Text("Account, devices, notifications and privacy").font(.subheadline).foregroundColor(.white)
                }
                .padding(20)
            }
            .frame(height: 130)
            VStack(spacing: 14) {
                ForEach(0..<2) { r in
                    HStack(spacing: 0) {
                        ForEach(0..<4) { c in
                            let i = r * 4 + c
                            let (red, green, blue) = Self.hues[i]
                            VStack(spacing: 6) {
                                Circle().fill(Color(red: red, green: green, blue: blue)).frame(width: 48, height: 48)
                                Text(Self.captions[i]).font(.caption)
                            }
                            .frame(maxWidth: .infinity)
                        }
                    }
                }
            }
            .padding(.vertical, 16)
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<Self.rows.count, id: \.self) { i in
                    if i > 0 { Divider() }
                    Text(Self.rows[i])
                        .font(.footnote)
                        .fixedSize(horizontal: false, vertical: true)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.vertical, 8)
                }
            }
            .padding(.horizontal, 16)
            Spacer(minLength: 0)
        }
    }
}

/// A window of ``PictureScreen`` at ``PictureScreen/size`` with `scale` pixels per point,
/// text measured with the real fonts (``FontTextMeasurer/shared``), laid out, its render
/// tree made: the first layout of issue 47's measure.
public func makePictureHost(scale: CGFloat = 3) -> HostingView<PictureScreen> {
    let host = HostingView(rootView: PictureScreen(), size: PictureScreen.size, displayScale: scale,
                           textMeasurer: FontTextMeasurer.shared)
    host.layoutIfNeeded()
    _ = host.renderTree()
    return host
}
