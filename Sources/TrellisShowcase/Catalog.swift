import Foundation
import Trellis

/// The examples, one per seed screen.
enum ShowcaseCatalog {
    static let all: [ShowcaseExample] = [
        ShowcaseExample(name: "stack-priority", title: "Stacks share space; layoutPriority decides who wraps",
                        source: "seed 004") { AnyView(PriorityDemo()) },
    ]
}

/// Seed 004: three texts in an HStack, the middle one with a higher layout priority.
struct PriorityDemo: View {
    var body: some View {
        VStack(spacing: 24) {
            HStack {
                Text("The rain in Spain falls mainly on the plain").background(Color.yellow)
                Text("Knowledge is power").background(Color.mint)
            }
            HStack {
                Text("The rain in Spain falls mainly on the plain").layoutPriority(-1).background(Color.yellow)
                Text("Knowledge is power, France is bacon").layoutPriority(1).background(Color.mint)
                Text("Hello").background(Color.pink.opacity(0.4))
            }
        }
        .padding()
    }
}
