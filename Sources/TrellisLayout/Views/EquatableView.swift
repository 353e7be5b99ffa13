import Foundation

/// A view that compares its content with `==` to decide whether the content's body runs
/// again when its parent's body does, whatever the content's fields are (plain data
/// included, which is otherwise compared byte for byte; see ViewEquality.swift).
public struct EquatableView<Content>: View where Content: Equatable, Content: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }
}

extension EquatableView: CustomViewComparison {
    static func isSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee.content == b.assumingMemoryBound(to: Self.self).pointee.content
    }
}

extension View where Self: Equatable {
    /// This view, compared with `==` to decide whether its body runs again when its
    /// parent's body does (``EquatableView``).
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
