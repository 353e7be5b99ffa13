// Views written as SwiftUI code with an iOS branch is written, with only `import SwiftUI`
// changed to `import Trellis`: `#if canImport(UIKit)` takes the UIKit branch on Linux too.
import Trellis
#if canImport(UIKit)
import UIKit
#endif

/// Half the screen wide, showing which idiom the device reports, with a link button.
struct ScreenSizedCard: View {
    var body: some View {
        VStack(spacing: 0) {
            #if canImport(UIKit)
            Text(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "other")
                .frame(width: UIScreen.main.bounds.width / 2, height: 20)
                .id("idiom")
            Button("Help") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                UIApplication.shared.open(URL(string: "https://example.com/help")!)
            }
            Button("Save") {
                let generator = UINotificationFeedbackGenerator()
                generator.prepare()
                generator.notificationOccurred(.success)
                UISelectionFeedbackGenerator().selectionChanged()
                UIImpactFeedbackGenerator(style: .heavy).impactOccurred(intensity: 0.5)
            }
            .frame(width: 100, height: 40)
            #else
            Text("no UIKit")
            #endif
        }
    }
}

/// A swatch of a UIKit system colour and a label in a UIKit font.
struct UIKitStyledRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(uiColor: .systemBackground).frame(width: 10, height: 10)
            Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)).frame(width: 10, height: 10)
            Text("Title").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))
        }
    }
}

/// The rounded-corners shape SwiftUI code builds from UIKit's path.
struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// Whether this file took the UIKit branch.
#if canImport(UIKit)
let tookUIKitBranch = true
#else
let tookUIKitBranch = false
#endif
