import Foundation
import Testing
@testable import TrellisLayout

private struct Tall: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

@Observable private final class Shared {}

private struct Boxed: ViewModifier {
    func body(content: Content) -> some View { content.padding(3).border(Color.gray) }
}

/// A screen with every kind of built-in view and modifier in it.
private struct EveryBuiltIn: View {
    @State var on = true
    @State var text = "text"
    @State var level = 0.5
    @State var count = 2
    @State var choice = 1
    @State var sheet = true

    var body: some View {
        NavigationStack {
            ScrollViewReader { _ in
                ScrollView {
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            Text("a").font(.headline).foregroundStyle(.red)
                            Image(systemName: "star").resizable().frame(width: 10, height: 10)
                            Spacer(minLength: 2)
                            Divider()
                            Color.blue.frame(maxWidth: 30, minHeight: 4)
                        }
                        ZStack(alignment: .topLeading) {
                            Rectangle().fill(Color.green).frame(width: 20, height: 20)
                            Circle().stroke(Color.red, lineWidth: 2).offset(x: 2, y: 2)
                            RoundedRectangle(cornerRadius: 3).position(x: 5, y: 5)
                        }
                        .zIndex(1).shadow(color: .black, radius: 1).mask(Capsule()).opacity(0.9)
                        Grid {
                            GridRow {
                                Text("g").gridCellColumns(2)
                                Ellipse().aspectRatio(2, contentMode: .fit)
                            }
                        }
                        ViewThatFits { Text("long long long"); Text("s") }
                        GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }.frame(height: 8)
                        LazyVStack { ForEach(0..<2, id: \.self) { Text("\($0)").id($0) } }
                        LazyHStack { Text("h") }
                        LazyVGrid(columns: [GridItem(.flexible())]) { Text("v") }
                        LazyHGrid(rows: [GridItem(.fixed(10))]) { Text("h") }
                        Group {
                            if on { Text("on") } else { EmptyView() }
                            AnyView(Text("any"))
                            Optional(Text("optional"))
                        }
                        Button("tap") {}.disabled(false).contentShape(Rectangle())
                        Toggle("toggle", isOn: $on)
                        Label("label", systemImage: "star")
                        TextField("field", text: $text)
                        Slider(value: $level)
                        Stepper("step", value: $count)
                        Picker("pick", selection: $choice) { Text("one").tag(1); Text("two").tag(2) }
                        ProgressView(value: 0.3)
                        Text("pad").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).padding()
                            .fixedSize().layoutPriority(1).layoutValue(key: Weight.self, value: 2)
                            .alignmentGuide(.leading) { _ in 1 }
                            .overlay(Text("o")).background(Color.yellow)
                            .preference(key: Tall.self, value: 3)
                            .accessibilityLabel("pad")
                            .modifier(Boxed())
                        List { Section("s") { Text("row").id("row") } }.frame(height: 60)
                        Color.clear.containerRelativeFrame(.horizontal)
                            .transition(.opacity).animation(.default, value: on)
                            .onTapGesture {}
                            .gesture(DragGesture())
                            .onAppear {}
                    }
                    .coordinateSpace(name: "stack")
                    .onPreferenceChange(Tall.self) { _ in }
                }
                .safeAreaInset(edge: .bottom) { Text("inset") }
            }
            .navigationTitle("Every")
            .toolbar { Text("tool") }
            .navigationDestination(for: Int.self) { Text("\($0)") }
            .sheet(isPresented: $sheet) {
                Text("sheet").presentationDetents([.medium]).interactiveDismissDisabled()
            }
        }
        .ignoresSafeArea()
        .environment(\.layoutDirection, .leftToRight)
        .environment(Shared())
    }
}

/// Every built-in view and modifier declares the graph's hook (`View._reconcile`,
/// `ViewModifier._reconcile`), so none is found by a runtime cast (about a thousand
/// instructions each).
@Suite struct PrimitiveHookTests {
    @Test func everyBuiltInAnswersItsOwnNode() {
        let h = host(EveryBuiltIn())
        #expect(h.frame(of: "row") != nil)
        #expect(h.graph.primitivesFoundByCast == 0)
        // A view with a body and a modifier with a body are evaluated, not cast.
        #expect(h.bodyEvaluationCount >= 2)
    }

    @Test func aBuiltInWithoutAHookIsStillFound() {
        let h = host(HStack { Hookless(); Color.red.modifier(HooklessModifier()).id("hookless modifier") })
        #expect(h.graph.primitivesFoundByCast == 2)
        #expect(h.frame(of: "hookless")?.size == CGSize(width: 7, height: 7))
        #expect(h.frame(of: "hookless modifier")?.size == CGSize(width: 9, height: 9))
    }
}

/// A built-in view whose hook is the default's, which answers no node (as a built-in
/// that did not declare one would have): found by the cast.
struct Hookless: View, PrimitiveView {
    typealias Body = Never
    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        cx.reconcile(Color.red.frame(width: 7, height: 7).id("hookless"), existing)
    }
    func _reconcile(_ reconciler: inout _ViewReconciler) {}
}

/// A built-in modifier (a fixed 9×9 frame) whose hook is the default's.
struct HooklessModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        FixedFrameModifier(width: 9, height: 9, alignment: .center).makeItem(child: child, secondary: secondary, environment: environment, fx)
    }
    func _reconcile<V: View>(content: V, _ reconciler: inout _ViewReconciler) { _reconcileByCast(content: content, &reconciler) }
}
