import Foundation

/// A type used to represent table rows: ``TableRow``, the rows of a collection
/// (``TableForEachContent``, a ``ForEach`` of rows), the rows a ``TableRowBuilder`` groups
/// (``TupleTableRowContent``), or a type of yours whose ``tableRowBody`` is row content.
///
/// **Differs from SwiftUI:** the requirement `_appendTableRows(to:)` (the rows' values in
/// order) is Trellis's; every built-in content answers it, and a type of yours gets it from
/// its `tableRowBody`.
public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this row content.
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    /// The type of the content's body (`Never` for the built-in contents).
    associatedtype TableRowBody: TableRowContent
    /// The rows this content stands for.
    @TableRowBuilder<TableRowValue>
    var tableRowBody: TableRowBody { get }
    /// Appends the rows' values, in order (Trellis's plumbing).
    func _appendTableRows(to values: inout [TableRowValue])
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    public func _appendTableRows(to values: inout [TableRowValue]) { tableRowBody._appendTableRows(to: &values) }
}

extension TableRowContent {
    /// The rows' values, in order.
    var _tableRowValues: [TableRowValue] {
        var values: [TableRowValue] = []
        _appendTableRows(to: &values)
        return values
    }
}

extension TableRowContent where TableRowBody == Never {
    public var tableRowBody: Never {
        preconditionFailure("\(Self.self) is primitive row content; it has no body")
    }
}

/// The body of primitive row content: no row.
extension Never: TableRowContent {
    // `TableRowValue` is `Never` (declared with `Never`'s `TableColumnContent` conformance).
    public typealias TableRowBody = Never
    public func _appendTableRows(to values: inout [Never]) {}
}

/// A row that represents a data value in a table: the table hands the value to each of
/// its columns, which make the row's cells.
///
/// **Differs from SwiftUI:** a `TableRow` is also a ``View`` (one that draws nothing), so
/// that a ``ForEach`` can make rows: Trellis's `ForEach` requires its content to be a view.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let value: Value

    /// A row for `value`.
    public init(_ value: Value) { self.value = value }

    public func _appendTableRows(to values: inout [Value]) { values.append(value) }
}

// In an extension, so that only the body is the main actor's (as a view's is), not the row.
extension TableRow: View {
    /// Nothing: a row is drawn by its table.
    public var body: EmptyView { EmptyView() }
}

/// The rows of a table made from a collection: one for each element, in order.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never

    /// The collection whose elements are the rows.
    public var data: Data

    init(data: Data) { self.data = data }

    public func _appendTableRows(to values: inout [Data.Element]) { values.append(contentsOf: data) }
}

/// Rows a ``TableRowBuilder`` groups, in order.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never

    let values: [Value]

    public func _appendTableRows(to values: inout [Value]) { values.append(contentsOf: self.values) }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public func _appendTableRows(to values: inout [Content.TableRowValue]) {
        for element in data { content(element)._appendTableRows(to: &values) }
    }
}

/// A result builder that creates table row content from closures: the rows of a ``Table``
/// made with `Table(of:columns:rows:)`, in order (``TableRow``s and ``ForEach``es of them).
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<Content: TableRowContent>(_ content: Content) -> Content where Content.TableRowValue == Value {
        content
    }

    public static func buildBlock<each Content: TableRowContent>(_ contents: repeat each Content)
        -> TupleTableRowContent<Value, (repeat each Content)> {
        var values: [Value] = []
        // `buildExpression` let in only rows of `Value`, so each cast holds (a pack cannot
        // state that requirement yet).
        for content in repeat each contents {
            if let typed = content._tableRowValues as? [Value] { values += typed }
        }
        return TupleTableRowContent(values: values)
    }
}
