import Foundation

/// A result builder that constructs views from closures: any number of children,
/// `if`/`else`, `switch`, optionals and availability checks.
///
/// The builders that only wrap or pass on a value are inlinable, as SwiftUI's are, and
/// always inlined (the optimiser does not inline a generic function into generic code by
/// itself): in code generic over its views (a recursive view), an `if` then builds its
/// `_ConditionalContent` with the type the caller already has, not looking it up again.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    @inlinable @inline(__always)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView(value: (repeat each content), children: children)
    }

    @inlinable @inline(__always)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    @inlinable @inline(__always)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable @inline(__always)
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    @inlinable @inline(__always)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    @inlinable @inline(__always)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
