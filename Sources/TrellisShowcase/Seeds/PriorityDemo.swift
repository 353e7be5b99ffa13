import Foundation
import Trellis

/// Seed 004: texts in HStacks share the width; the less flexible one goes first, and
/// layout priority changes who gets the space (the post's three-text example).
struct PriorityDemo: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Equal priority").font(.headline)
            HStack {
                Text("The rain in Spain falls mainly on the plain").background(Color.yellow)
                Text("Knowledge is power").background(Color.mint)
            }
            Text("Priorities −1, 1, 0").font(.headline)
            HStack {
                Text("The rain in Spain falls mainly on the plain").layoutPriority(-1).background(Color.yellow)
                Text("Knowledge is power, France is bacon").layoutPriority(1).background(Color.mint)
                Text("Hello").background(Color.pink.opacity(0.4))
            }
            Text("firstTextBaseline").font(.headline)
            HStack(alignment: .firstTextBaseline) {
                Text("Welcome").font(.largeTitle)
                Text("to Kuchi").font(.body)
                Text("!").font(.caption)
            }
        }
        .padding()
    }
}
