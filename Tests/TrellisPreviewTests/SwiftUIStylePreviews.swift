// Previews written exactly as SwiftUI code writes them, with `import Trellis` in place of
// `import SwiftUI`. PreviewCatalogTests reads them back; it pins their lines, so edit
// this file only together with those numbers.
import Trellis

struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .frame(width: 60, height: 40)
            .background(Color.red)
            .id("badge")
    }
}

#Preview {
    Badge(count: 1)
}

#Preview("Badge that fits", traits: .sizeThatFitsLayout) {
    Badge(count: 2)
}

#Preview("Badge banner", traits: .fixedLayout(width: 200, height: 100)) {
    Badge(count: 3)
}

#Preview("Landscape", traits: .landscapeLeft) {
    Color.blue.id("fill")
}

#Preview("Counter", traits: .sizeThatFitsLayout, .portrait) {
    @Previewable @State var count = 5
    let step: CGFloat = 10
    Button {
        count += 1
    } label: {
        Color.orange.frame(width: CGFloat(count) * step, height: 20)
    }
    .id("counter")
}

#Preview("Returned") {
    let width: CGFloat = 120
    return Color.green.frame(width: width, height: 30).id("bar")
}

#Preview("Unusable size", traits: .fixedLayout(width: -5, height: .nan)) {
    Badge(count: 4)
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 9)
            .previewLayout(.fixed(width: 150, height: 80))
            .previewDisplayName("Provider badge")
            .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
    }
}

struct Plain_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 0)
            .previewLayout(.sizeThatFits)
            .previewInterfaceOrientation(.landscapeRight)
    }
}

#Preview(traits: .fixedLayout(width: 80, height: 50), .landscapeRight) {
    Badge(count: 5)
}

struct Pair_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 1)
                .previewDisplayName("Small")
            Badge(count: 2)
                .previewLayout(.fixed(width: 100, height: 60))
        }
        .previewLayout(.sizeThatFits)
    }
}

struct Tuple_Previews: PreviewProvider {
    static var previews: some View {
        Badge(count: 1)
        Color.red.previewDisplayName("Red")
    }
}
