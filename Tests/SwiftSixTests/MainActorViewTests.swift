// Swift 6 language mode: views that call @MainActor helpers compile because `View`,
// like SwiftUI's, is `@MainActor @preconcurrency`. Tests drive the host on the main actor.
import Foundation
import Testing
import Trellis

@MainActor
final class Theme {
    static let shared = Theme()
    var accentWidth: CGFloat = 120
    func width(for level: Int) -> CGFloat { accentWidth + CGFloat(level) * 10 }
}

@MainActor
func makeTitle(_ n: Int) -> String { "Level \(n)" }

struct LevelRow: View {
    let title: String
    let width: CGFloat

    init(level: Int) {
        // Calls to main-actor-isolated helpers in an initializer.
        title = makeTitle(level)
        width = Theme.shared.width(for: level)
    }

    var body: some View {
        HStack {
            Text(title)
            Color.blue.frame(width: width, height: 10).id("bar")
        }
    }
}

struct Levels: View {
    @State private var level = 1
    var body: some View {
        VStack {
            LevelRow(level: level)
            Button("Up") { level += 1 }.id("up")
        }
    }
}

@MainActor
@Suite struct MainActorViewTests {
    @Test func mainActorHelpersInViewsCompileAndRun() {
        let host = HostingView(rootView: Levels(), size: CGSize(width: 390, height: 844), textMeasurer: FixedTextMeasurer())
        #expect(host.layoutFrame(of: "bar")?.width == 130)
        let up = host.layoutFrame(of: "up")!
        host.tap(at: CGPoint(x: up.midX, y: up.midY))
        #expect(host.layoutFrame(of: "bar")?.width == 140)
        #expect(host.dump().contains("Text \"Level 2\""))
    }
}

/// A modifier whose body calls a main-actor helper (ViewModifier is @MainActor too).
struct Titled: ViewModifier {
    let level: Int
    func body(content: Content) -> some View {
        VStack(spacing: 0) {
            Text(makeTitle(level)).id("title")
            content
        }
    }
}

@MainActor
@Suite struct MainActorModifierTests {
    @Test func modifiersCallMainActorHelpers() {
        let host = HostingView(rootView: Color.red.frame(width: 10, height: 10).modifier(Titled(level: 3)),
                               size: CGSize(width: 390, height: 844), textMeasurer: FixedTextMeasurer())
        #expect(host.dump().contains("Text \"Level 3\""))
    }
}
