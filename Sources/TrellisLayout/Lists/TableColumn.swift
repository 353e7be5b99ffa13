import Foundation

/// A type used to represent columns within a table: ``TableColumn``, the columns a
/// ``TableColumnBuilder`` groups (``TupleTableColumnContent``), an optional column, or a type
/// of yours whose ``tableColumnBody`` is column content.
///
/// **Differs from SwiftUI:** the requirement `_tableColumns` (the columns as a ``Table`` lays
/// them out) is Trellis's; every built-in content answers it, and a type of yours gets it
/// from its `tableColumnBody`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of the table's rows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The type of comparator a sortable column sorts with (`Never` when it does not).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The type of the content's body (`Never` for the built-in contents).
    associatedtype TableColumnBody: TableColumnContent
    /// The columns this content stands for.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
    /// The columns as a table lays them out, in order (Trellis's plumbing).
    var _tableColumns: [_TableColumn<TableRowValue>] { get }
}

extension TableColumnContent where TableColumnBody.TableRowValue == TableRowValue {
    public var _tableColumns: [_TableColumn<TableRowValue>] { tableColumnBody._tableColumns }
}

extension TableColumnContent where TableColumnBody == Never {
    public var tableColumnBody: Never {
        preconditionFailure("\(Self.self) is primitive column content; it has no body")
    }
}

/// The body of primitive column content: no column.
extension Never: TableColumnContent {
    public typealias TableRowValue = Never
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public var _tableColumns: [_TableColumn<Never>] { [] }
}

/// One column as a ``Table`` lays it out: its header label, the cell it makes for a row,
/// and its width (Trellis's plumbing of ``TableColumnContent``).
public struct _TableColumn<RowValue> {
    /// The header's label.
    let label: AnyView
    /// The cell of a row.
    let cell: (RowValue) -> AnyView
    let width: TableColumnWidth
}

/// A column's width as its modifiers set it (see ``Table``'s layout rule): exactly `fixed`
/// points (`width(_:)`), else at least `lowerBound` and at most `upperBound` (from
/// `width(min:ideal:max:)`). Values that could not be used are in `problems`, which the
/// table reports.
struct TableColumnWidth {
    var fixed: CGFloat?
    var lowerBound: CGFloat = 0
    var upperBound: CGFloat = .infinity
    var problems: [TableColumnProblem] = []
}

/// A width a column was given that it could not use, reported by its table as a
/// diagnostic.
struct TableColumnProblem {
    var kind: LayoutDiagnostic.Kind
    var message: String
}

/// A column that displays a view for each row in a table: a header label, and a cell made
/// from each row's value.
///
/// A column with a key path to a `String` shows that string as a ``Text``; one with a
/// content closure shows what the closure makes. Its width is shared with the other
/// columns unless set (``width(_:)``, ``width(min:ideal:max:)``; see ``Table``).
///
/// **Differs from SwiftUI:** a sortable column keeps its comparator, but no header is
/// tapped in Trellis, so the table's `sortOrder` changes only when your code changes it.
/// The `comparator` of a string column defaults to `.lexical` (Linux's Foundation has no
/// `.localizedStandard`). The columns that sort by key paths of `NSObject` subclasses
/// (`SortDescriptor`) are not there.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    let label: Label
    let content: (RowValue) -> Content
    /// The comparator sorting by this column, for a sortable one (kept; see the type's note).
    let sortComparator: Sort?
    var columnWidth = TableColumnWidth()

    init(label: Label, sortComparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.content = content
        self.sortComparator = sortComparator
    }

    public var _tableColumns: [_TableColumn<RowValue>] {
        let content = self.content
        return [_TableColumn(label: AnyView(label), cell: { AnyView(content($0)) }, width: columnWidth)]
    }
}

// MARK: Unsortable columns

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column showing a string property, titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), sortComparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// An unsortable column showing a string property, titled by a string.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(title), sortComparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// An unsortable column showing a string property, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: text, sortComparator: nil) { Text(verbatim: $0[keyPath: value]) }
    }

    /// An unsortable column whose cells `content` makes, titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortComparator: nil, content: content)
    }

    /// An unsortable column whose cells `content` makes, titled by a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortComparator: nil, content: content)
    }

    /// An unsortable column whose cells `content` makes, with a text label.
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, sortComparator: nil, content: content)
    }
}

// MARK: Columns sorted by a key path

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A sortable column showing a string property, titled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: Text(titleKey), sortComparator: KeyPathComparator(value, comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A sortable column showing a string property, titled by a string.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                   comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: Text(title), sortComparator: KeyPathComparator(value, comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A sortable column showing a string property, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: text, sortComparator: KeyPathComparator(value, comparator: comparator)) { Text(verbatim: $0[keyPath: value]) }
    }

    /// A column sorted by a string property, whose cells `content` makes, titled by a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortComparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column sorted by a string property, whose cells `content` makes, titled by a string.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
                                   @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortComparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column sorted by a string property, whose cells `content` makes, with a text label.
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical,
                @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, sortComparator: KeyPathComparator(value, comparator: comparator), content: content)
    }

    /// A column sorted by a comparable property, whose cells `content` makes, titled by a
    /// localized string key.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortComparator: KeyPathComparator(value), content: content)
    }

    /// A column sorted by a comparable property, whose cells `content` makes, titled by a string.
    public init<S: StringProtocol, V: Comparable>(_ title: S, value: KeyPath<RowValue, V>,
                                                  @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortComparator: KeyPathComparator(value), content: content)
    }

    /// A column sorted by a comparable property, whose cells `content` makes, with a text label.
    public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, sortComparator: KeyPathComparator(value), content: content)
    }
}

// MARK: Columns sorted by a comparator

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column sorted by `comparator`, whose cells `content` makes, titled by a localized
    /// string key.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), sortComparator: comparator, content: content)
    }

    /// A column sorted by `comparator`, whose cells `content` makes, titled by a string.
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), sortComparator: comparator, content: content)
    }

    /// A column sorted by `comparator`, whose cells `content` makes, with a text label.
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: text, sortComparator: comparator, content: content)
    }
}

// MARK: Widths

extension TableColumn {
    /// A column exactly `width` points wide (`nil` leaves the column's width as it is).
    /// A negative, NaN or infinite width is reported by the table and left out.
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        guard let width else { return self }
        var column = self
        if width.isFinite, width >= 0 {
            column.columnWidth.fixed = width
        } else {
            column.columnWidth.problems.append(TableColumnProblem(
                kind: .invalidFrame, message: "column width \(width.trellisFormatted) is not a finite non-negative number; ignored"))
        }
        return column
    }

    /// A resizable column: at least `min` and `ideal` points wide, at most `max` (see
    /// ``Table`` for how the widths are shared). `nil` sets no bound; `max` may be
    /// `.infinity`. A negative or NaN value (or an infinite `min` or `ideal`) is reported by
    /// the table and left out; a `max` below `min` is reported and taken as `min`.
    ///
    /// **Differs from SwiftUI:** no column is resized by a drag; `ideal` is a lower bound
    /// (SwiftUI starts the column at it and lets it grow, which the sharing rule does).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var column = self
        var w = column.columnWidth
        w.fixed = nil
        func usable(_ v: CGFloat?, _ name: String, infinityAllowed: Bool) -> CGFloat? {
            guard let v else { return nil }
            if v >= 0, v.isFinite || (infinityAllowed && v == .infinity) { return v }
            w.problems.append(TableColumnProblem(
                kind: .invalidFrame, message: "column \(name) width \(v.trellisFormatted) is not a usable width; ignored"))
            return nil
        }
        let lo = usable(min, "min", infinityAllowed: false), id = usable(ideal, "ideal", infinityAllowed: false)
        var hi = usable(max, "max", infinityAllowed: true)
        if let lo, let h = hi, h < lo {
            w.problems.append(TableColumnProblem(
                kind: .contradictoryFrame,
                message: "column max width \(h.trellisFormatted) is below its min width \(lo.trellisFormatted); using the min"))
            hi = lo
        }
        let upper = hi ?? .infinity
        w.upperBound = upper
        w.lowerBound = Swift.min(Swift.max(lo ?? 0, id ?? 0), upper)
        column.columnWidth = w
        return column
    }
}

// MARK: Grouped and optional columns

/// Columns a ``TableColumnBuilder`` groups, in order.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never

    public let _tableColumns: [_TableColumn<RowValue>]
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never

    public var _tableColumns: [_TableColumn<Wrapped.TableRowValue>] { self?._tableColumns ?? [] }
}

/// A result builder that creates table column content from closures: the columns of a
/// ``Table`` in order, with `if` for a column that may be left out.
///
/// In a sortable table's builder (`Sort` a comparator), columns that sort with it and
/// unsortable ones mix.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// An unsortable column in a sortable table.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never {
        column
    }

    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column where Column.TableRowValue == RowValue {
        column
    }

    public static func buildBlock<each Column: TableColumnContent>(_ columns: repeat each Column)
        -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> {
        var all: [_TableColumn<RowValue>] = []
        // `buildExpression` let in only columns of `RowValue` rows, so each cast holds (a
        // pack cannot state that requirement yet).
        for column in repeat each columns {
            if let typed = column._tableColumns as? [_TableColumn<RowValue>] { all += typed }
        }
        return TupleTableColumnContent(_tableColumns: all)
    }

    public static func buildOptional<Column: TableColumnContent>(_ column: Column?) -> Column? where Column.TableRowValue == RowValue {
        column
    }
}
