import Foundation
import Testing
@testable import TrellisLayout

/// The algorithms of Algorithms/ ask their children only through ``LayoutTree``: here
/// they run over trees of plain numbers, with no view, item or cache.
@Suite struct AlgorithmsOverPlainTreesTests {
    /// A child: its answer for a proposal (nil: the ideal), its priority.
    struct Child {
        var ideal: CGSize
        /// Whether it takes whatever it is proposed (a colour), or always its ideal.
        var flexible = false
        var priority: Double = 0

        func size(_ p: ProposedViewSize) -> CGSize {
            guard flexible else { return ideal }
            return CGSize(width: p.width ?? ideal.width, height: p.height ?? ideal.height)
        }
    }

    /// A tree of plain children that records what it is asked and where it places.
    final class PlainTree: LayoutTree {
        let children: [Child]
        var questions = 0
        var placed: [Int: CGRect] = [:]

        init(_ children: [Child]) { self.children = children }

        var childIndices: Range<Int> { children.indices }
        func size(_ i: Int, _ proposal: ProposedViewSize) -> CGSize {
            questions += 1
            return children[i].size(proposal)
        }
        func guide(_ i: Int, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat { boxGuide(key, size) }
        func mayHaveExplicitGuides(_ i: Int) -> Bool { false }
        func spacing(_ i: Int) -> ViewSpacing { ViewSpacing() }
        func priority(_ i: Int) -> Double { children[i].priority }
        func place(_ i: Int, _ frame: CGRect, proposal: ProposedViewSize) { placed[i] = frame }
    }

    @Test func zStackIsTheUnionOfItsTopPriorityChildren() {
        let tree = PlainTree([Child(ideal: CGSize(width: 10, height: 20)), Child(ideal: CGSize(width: 30, height: 5)),
                              Child(ideal: CGSize(width: 100, height: 100), priority: -1)])
        let solution = ZStackAlgorithm(alignment: .center).solve(ProposedViewSize(width: 50, height: 50), tree)
        #expect(solution.size == CGSize(width: 30, height: 20))
        #expect(solution.origins == [CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 7.5), CGPoint(x: -35, y: -40)])
        let leading = ZStackAlgorithm(alignment: .bottomLeading).solve(ProposedViewSize(width: 50, height: 50), tree)
        #expect(leading.origins == [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 15), CGPoint(x: 0, y: -80)])
    }

    @Test func paddingProposesLessAndAnswersMore() {
        let tree = PlainTree([Child(ideal: CGSize(width: 10, height: 10), flexible: true)])
        let padding = PaddingAlgorithm(insets: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(padding.size(ProposedViewSize(width: 100, height: 50), tree) == CGSize(width: 100, height: 50))
        #expect(padding.size(ProposedViewSize(width: 4, height: nil), tree) == CGSize(width: 6, height: 14))
        let placement = padding.childPlacement(proposal: ProposedViewSize(width: 100, height: 50), tree)
        #expect(placement.origin == CGPoint(x: 2, y: 1))
        #expect(placement.proposal == ProposedViewSize(width: 94, height: 46))
        #expect(placement.size == CGSize(width: 94, height: 46))
    }

    @Test func framesAlignTheirChild() {
        let rigid = PlainTree([Child(ideal: CGSize(width: 20, height: 10))])
        let fixed = FixedFrameAlgorithm(width: 50, height: nil, alignment: .trailing)
        #expect(fixed.size(ProposedViewSize(width: 300, height: 300), rigid) == CGSize(width: 50, height: 10))
        let placement = fixed.childPlacement(size: CGSize(width: 50, height: 10), proposal: .unspecified, rigid)
        #expect(placement.origin == CGPoint(x: 30, y: 0))
        #expect(placement.proposal == ProposedViewSize(width: 50, height: nil))
        // Both lengths: the child is not asked.
        let before = rigid.questions
        #expect(FixedFrameAlgorithm(width: 5, height: 6, alignment: .center).size(.unspecified, rigid) == CGSize(width: 5, height: 6))
        #expect(rigid.questions == before)

        let flexible = FlexibleFrameAlgorithm(horizontal: FlexAxis(min: nil, ideal: nil, max: .infinity),
                                              vertical: FlexAxis(min: 40, ideal: nil, max: nil), alignment: .center)
        #expect(flexible.size(ProposedViewSize(width: 100, height: 100), rigid) == CGSize(width: 100, height: 40))
        let centred = flexible.childPlacement(size: CGSize(width: 100, height: 40), proposal: ProposedViewSize(width: 100, height: 100), rigid)
        #expect(centred.origin == CGPoint(x: 40, y: 15))
        #expect(centred.proposal == ProposedViewSize(width: 100, height: 100))
    }

    @Test func viewThatFitsTakesTheFirstThatFitsElseTheLast() {
        let tree = PlainTree([Child(ideal: CGSize(width: 200, height: 10)), Child(ideal: CGSize(width: 120, height: 10)),
                              Child(ideal: CGSize(width: 80, height: 10))])
        let horizontal = ViewThatFitsAlgorithm(axes: .horizontal)
        #expect(horizontal.choice(for: ProposedViewSize(width: 250, height: 5), tree) == 0)
        #expect(horizontal.choice(for: ProposedViewSize(width: 150, height: 5), tree) == 1)
        #expect(horizontal.choice(for: ProposedViewSize(width: 120.0005, height: 5), tree) == 1)
        #expect(horizontal.choice(for: ProposedViewSize(width: 50, height: 5), tree) == 2)
        // Constrained on both axes, a 5-point-high proposal fits none of them: the last.
        #expect(ViewThatFitsAlgorithm(axes: [.horizontal, .vertical]).choice(for: ProposedViewSize(width: 250, height: 5), tree) == 2)
        #expect(horizontal.choice(for: .unspecified, PlainTree([])) == nil)
        let frame = horizontal.frame(of: 1, in: CGRect(x: 0, y: 0, width: 150, height: 30), proposal: ProposedViewSize(width: 150, height: 30), tree)
        #expect(frame == CGRect(x: 15, y: 10, width: 120, height: 10))
    }

    @Test func oneShareRule() {
        #expect(SpaceDistribution.share(of: 10, among: 4) == 2.5)
        #expect(SpaceDistribution.share(of: -5, among: 2) == 0)
        #expect(SpaceDistribution.share(of: .nan, among: 1) == 0)
        #expect(SpaceDistribution.share(of: .infinity, among: 3) == .infinity)
    }
}
