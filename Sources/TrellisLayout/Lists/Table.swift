import Foundation

/// A container that presents rows of data arranged in one or more columns, drawn with the
/// ``List`` machinery (its rows, cards, separators and scrolling).
///
/// **Layout rule** (Trellis's, after iOS: Apple publishes no metrics):
///
/// - In a compact horizontal size class (``EnvironmentValues/horizontalSizeClass``, which is
///   compact in a Trellis host unless set: an iPhone in portrait), a table is a ``List``
///   whose rows are the first column's cells, one a row: the other columns and the
///   headers are not shown, as on an iPhone.
/// - In a regular horizontal size class, a table is a ``List`` with one section: its header
///   is a row of the columns' labels (in the list's section-header style, footnote text in
///   the secondary colour), and each row lays its cells out in the same columns. The
///   columns share the width of a row's content (a list row's width less its insets,
///   which the header is given too), 16 points apart: a column with a fixed width
///   (``TableColumn/width(_:)``) has it; the others share the rest equally, each within
///   its bounds (``TableColumn/width(min:ideal:max:)``: at least `min` and `ideal`, at most
///   `max`), what a bounded column cannot take going equally to the others. When the
///   bounds leave space over, it stays empty at the trailing end; when they need more, the
///   columns run past the row's trailing edge. A cell is proposed its column's width,
///   placed at the column's leading edge and centred vertically; a row is as tall as its
///   tallest cell plus the list row's padding (at least 44 points).
///
/// Rows are identified by their values' ids, as a ``ForEach``'s are. Column widths that
/// cannot be used are reported as diagnostics (see ``TableColumn/width(min:ideal:max:)``).
///
/// **Differs from SwiftUI:** nothing selects a row or sorts the table: `selection` and
/// `sortOrder` are kept for source compatibility (your code may still change the sort
/// order and sort the data), and headers show no sort indicator. Columns are not resized
/// by a drag, and no column customization is there. The header is a list section header
/// rather than iPadOS's table header bar.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    init(rows: Rows, columns: Columns) {
        self.rows = rows
        self.columns = columns
    }

    public var body: some View {
        let columns = self.columns._tableColumns
        var values: [Value] = []
        rows._appendTableRows(to: &values)
        return TableBody(columns: columns, values: values, isRegular: horizontalSizeClass == .regular)
            .modifier(TableDiagnosticsModifier(problems: columns.flatMap(\.width.problems)))
    }
}

// MARK: Tables of a collection

extension Table {
    /// A table whose rows are the elements of `data`, in order.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` whose selection (zero or one row) `selection` holds; see the
    /// type's note: nothing selects a row.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A table of `data` whose selection (any number of rows) `selection` holds; see the
    /// type's note: nothing selects a row.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A sortable table of `data`: its columns may sort with `Sort`, and `sortOrder` holds
    /// the order; see the type's note: the table does not sort.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Sort.Compared == Columns.TableRowValue {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A sortable table of `data` with a selection of zero or one row.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Sort.Compared == Columns.TableRowValue {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }

    /// A sortable table of `data` with a selection of any number of rows.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
                                                                   @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Columns.TableRowValue == Data.Element, Sort.Compared == Columns.TableRowValue {
        self.init(rows: TableForEachContent(data: data), columns: columns())
    }
}

// MARK: Tables of rows

extension Table {
    /// A table whose rows `rows` lists (``TableRow``s, ``ForEach``es of them).
    public init(of valueType: Value.Type = Value.self, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of rows with a selection of zero or one row; see the type's note.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A table of rows with a selection of any number of rows; see the type's note.
    public init(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
                @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns())
    }

    /// A sortable table of rows; see the type's note: the table does not sort.
    public init<Sort: SortComparator>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Columns.TableRowValue {
        self.init(rows: rows(), columns: columns())
    }

    /// A sortable table of rows of the given type.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort.Compared == Columns.TableRowValue {
        self.init(rows: rows(), columns: columns())
    }
}

// MARK: Drawing

/// What a table shows (see ``Table``'s layout rule): a list of the first column's cells in
/// a compact size class, else a list whose section header holds the labels and whose rows
/// hold every column's cells.
struct TableBody<Value: Identifiable>: View {
    let columns: [_TableColumn<Value>]
    let values: [Value]
    let isRegular: Bool

    var body: some View {
        if isRegular {
            let layout = TableColumnsLayout(widths: columns.map(\.width))
            let columns = self.columns
            List {
                Section {
                    ForEach(values) { value in
                        layout {
                            ForEach(columns.indices, id: \.self) { columns[$0].cell(value) }
                        }
                    }
                } header: {
                    layout {
                        ForEach(columns.indices, id: \.self) { columns[$0].label }
                    }
                }
            }
        } else {
            let first = columns.first
            List {
                ForEach(first == nil ? [] : values) { value in
                    first.map { $0.cell(value) }
                }
            }
        }
    }
}

/// Lays a table row's cells (or its header's labels) out in the table's columns: see
/// ``Table``'s layout rule.
struct TableColumnsLayout: Layout {
    /// The columns' widths as set; a cell past their count has an unset width.
    let widths: [TableColumnWidth]

    /// The space between two columns.
    static let spacing: CGFloat = 16

    private func width(of i: Int) -> TableColumnWidth { i < widths.count ? widths[i] : TableColumnWidth() }

    /// The columns' widths in a row `rowWidth` wide (`nil`: each column as wide as its
    /// widest cell wants, within its bounds).
    func columnWidths(rowWidth: CGFloat?, subviews: Subviews) -> [CGFloat] {
        let n = subviews.count
        guard n > 0 else { return [] }
        guard let rowWidth, rowWidth.isFinite else {
            return (0..<n).map { i in
                let w = width(of: i)
                if let fixed = w.fixed { return fixed }
                let natural = subviews[i].sizeThatFits(.unspecified).width
                return min(max(natural.isFinite ? natural : 0, w.lowerBound), w.upperBound)
            }
        }
        var result = [CGFloat](repeating: 0, count: n)
        var flexible: [Int] = []
        var remaining = max(0, rowWidth - Self.spacing * CGFloat(n - 1))
        for i in 0..<n {
            if let fixed = width(of: i).fixed {
                result[i] = fixed
                remaining -= fixed
            } else {
                flexible.append(i)
            }
        }
        let bounds = flexible.map { (width(of: $0).lowerBound, width(of: $0).upperBound) }
        let share = Self.equalShare(of: max(0, remaining), bounds: bounds)
        for (k, i) in flexible.enumerated() { result[i] = min(max(share, bounds[k].0), bounds[k].1) }
        return result
    }

    /// The share `s` that gives each column `clamp(s, lower, upper)` with the columns'
    /// widths adding up to `total`: the lower bounds when they already exceed it, the upper
    /// ones when even those fall short. The sum grows with `s` piecewise linearly, bending
    /// at the bounds, so `s` is found on the piece that holds `total`, exactly.
    static func equalShare(of total: CGFloat, bounds: [(CGFloat, CGFloat)]) -> CGFloat {
        guard !bounds.isEmpty else { return 0 }
        func sum(_ s: CGFloat) -> CGFloat { bounds.reduce(0) { $0 + min(max(s, $1.0), $1.1) } }
        let points = Set(bounds.flatMap { [$0.0, $0.1] }.filter(\.isFinite)).sorted()
        guard let lowest = points.first, total > sum(lowest) else { return 0 }
        for (a, b) in zip(points, points.dropFirst()) where total <= sum(b) {
            // Between two bends, the columns whose bounds hold (a, b) grow with s.
            let growing = bounds.filter { $0.0 <= a && $0.1 >= b }.count
            return growing > 0 ? a + (total - sum(a)) / CGFloat(growing) : a
        }
        let last = points[points.count - 1]
        let growing = bounds.filter { $0.1 == .infinity }.count
        return growing > 0 ? last + (total - sum(last)) / CGFloat(growing) : last
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widths = columnWidths(rowWidth: proposal.width, subviews: subviews)
        var height: CGFloat = 0
        for (i, s) in subviews.enumerated() {
            height = max(height, s.sizeThatFits(ProposedViewSize(width: widths[i], height: nil)).height)
        }
        let natural = widths.reduce(0, +) + Self.spacing * CGFloat(max(0, widths.count - 1))
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? natural
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widths = columnWidths(rowWidth: bounds.width, subviews: subviews)
        var x = bounds.minX
        for (i, s) in subviews.enumerated() {
            s.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: widths[i], height: nil))
            x += widths[i] + Self.spacing
        }
    }
}

/// Reports the column widths a table could not use, once its items are made.
struct TableDiagnosticsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let problems: [TableColumnProblem]

    static var readsEnvironment: Bool { false }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        for p in problems { child.context.report(p.kind, p.message, view: "Table") }
        return child
    }
}
