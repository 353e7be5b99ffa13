// Seed 003 (AnyLayout): the dynamic-type example and the HStack/VStack toggle, with only
// `import SwiftUI` changed (and line breaks restored). The post has two `ContentView`s;
// each lives `fileprivate` in its own file, reached through a factory function.
import Foundation
import Trellis

struct DynamicLayoutExample: View {
    @Environment(\.dynamicTypeSize) var dynamicTypeSize

    var body: some View {
        let layout = dynamicTypeSize <= .medium ?
            AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())

        layout {
            Text("First label")
            Text("Second label")
        }
    }
}

fileprivate struct ContentView: View {
    @State var isTapped: Bool = false

    var layout: AnyLayout {
        self.isTapped ? AnyLayout(HStackLayout(spacing: 30)) : AnyLayout(VStackLayout(spacing: 30))
    }

    var body: some View {
        VStack(spacing: 50) {
            Spacer()
            layout {
                Rectangle()
                    .fill(.green)
                    .frame(width: 70, height: 70)
                Rectangle()
                    .fill(.yellow)
                    .frame(width: 70, height: 70)
                Rectangle()
                    .fill(.red)
                    .frame(width: 70, height: 70)
            }
            Button(
                action: {
                    withAnimation {
                        self.isTapped.toggle()
                    }
                },
                label: {
                    Text("Change")
                }
            )
            Spacer()
        }
    }
}

/// The post's first `ContentView`, untapped (VStack) or tapped (HStack).
func anyLayoutStackToggle(isTapped: Bool = false) -> some View { ContentView(isTapped: isTapped) }
