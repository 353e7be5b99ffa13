import Foundation
import Observation
import Testing
@testable import TrellisLayout

/// The order in which the views invalidated by one change are evaluated: in tree order,
/// an ancestor before the views inside it, siblings in order, the same in every run
/// (ViewGraph.update).
@Suite struct EvaluationOrderTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }
    @Observable final class Model { var value = 0 }

    struct Leaf: View {
        let name: String
        let model: Model
        let log: Log
        var body: some View {
            let _ = log.lines.append("\(name) \(model.value)")
            Color.clear.frame(width: 10, height: 10)
        }
    }

    struct Branch: View {
        let name: String
        let model: Model
        let log: Log
        var body: some View {
            let _ = log.lines.append("\(name) \(model.value)")
            VStack(spacing: 0) {
                Leaf(name: name + ".a", model: model, log: log)
                Leaf(name: name + ".b", model: model, log: log)
            }
        }
    }

    @Test func viewsReadingOneValueUpdateInTreeOrder() {
        let model = Model()
        let log = Log()
        let names = ["p", "q", "r", "s", "t", "u"]
        let h = host(HStack(spacing: 0) {
            ForEach(names, id: \.self) { Leaf(name: $0, model: model, log: log) }
            Branch(name: "v", model: model, log: log)
        }, width: 200, height: 40)
        let first = log.lines
        #expect(first == ["p 0", "q 0", "r 0", "s 0", "t 0", "u 0", "v 0", "v.a 0", "v.b 0"])
        for value in 1...3 {
            log.lines = []
            model.value = value
            h.layoutIfNeeded()
            // The branch's body makes its leaves again with equal values: they are
            // evaluated for their own reads, once, after it.
            #expect(log.lines == first.map { $0.replacingOccurrences(of: " 0", with: " \(value)") })
        }
    }
}
