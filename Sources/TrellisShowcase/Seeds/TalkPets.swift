// The code of the WWDC22 talk "Compose custom layouts with SwiftUI" (seeds 000 Korean,
// 002 Japanese), as shown on its code slides, with only `import SwiftUI` changed.
// Parts the talk describes but does not show (MyEqualWidthVStack, getOffset, Podium,
// Avatar, rank(_:)) are written here from its description.
import Trellis

struct Pet: Identifiable, Equatable {
    let type: String
    var votes: Int = 0
    var id: String { type }

    static var exampleData: [Pet] = [
        Pet(type: "Cat", votes: 25),
        Pet(type: "Goldfish", votes: 9),
        Pet(type: "Dog", votes: 16)
    ]
}

struct MyEqualWidthHStack: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // Return a size.
        guard !subviews.isEmpty else { return .zero }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }

        return CGSize(
            width: maxSize.width * CGFloat(subviews.count) + totalSpacing,
            height: maxSize.height)
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Place child views.
        guard !subviews.isEmpty else { return }

        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)

        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2

        for index in subviews.indices {
            subviews[index].place(
                at: CGPoint(x: x, y: bounds.midY),
                anchor: .center,
                proposal: placementProposal)
            x += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxSize: CGSize = subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(
                width: max(currentMax.width, subviewSize.width),
                height: max(currentMax.height, subviewSize.height))
        }

        return maxSize
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(
                to: subviews[index + 1].spacing,
                along: .horizontal)
        }
    }
}

/// The vertical twin the talk mentions ("MyEqualWidthVStack"): equal widths, stacked.
struct MyEqualWidthVStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width, height: maxSize.height * CGFloat(subviews.count) + totalSpacing)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var y = bounds.minY + maxSize.height / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: placementProposal)
            y += maxSize.height + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .vertical)
        }
    }
}

struct Buttons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ForEach($pets) { $pet in
            Button {
                pet.votes += 1
            } label: {
                Text(pet.type)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
        }
    }
}

struct MyRadialLayout: Layout {
    func sizeThatFits(
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) -> CGSize {
        // Take whatever space is offered.
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(
        in bounds: CGRect,
        proposal: ProposedViewSize,
        subviews: Subviews,
        cache: inout Void
    ) {
        // Place the views within the bounds.
        let radius = min(bounds.size.width, bounds.size.height) / 3.0

        // The angle between views depends on the number of views.
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        // Read the ranks from each view, and find the appropriate offset.
        // This only has an effect for the specific case of three views with
        // nonuniform rank values. Otherwise, the offset is zero, and it has
        // no effect on the placement.
        let ranks = subviews.map { subview in
            subview[Rank.self]
        }
        let offset = getOffset(ranks)

        for (index, subview) in subviews.enumerated() {
            // Find a vector with an appropriate size and rotation.
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(
                    rotationAngle: angle * Double(index) + offset))

            // Shift the vector to the middle of the region.
            point.x += bounds.midX
            point.y += bounds.midY

            // Place the subview.
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// The rotation that puts the leader at the top: for three views with nonuniform
    /// ranks, the first-placed view (or the middle of two views tied for first) moves to
    /// the top; otherwise no rotation. (The talk shows the call, not the body.)
    private func getOffset(_ ranks: [Int]) -> Double {
        guard ranks.count == 3, !ranks.allSatisfy({ $0 == ranks[0] }) else { return 0.0 }
        let step = 2.0 * Double.pi / 3.0
        let leaders = ranks.indices.filter { ranks[$0] == ranks.min() }
        if leaders.count == 1 { return -Double(leaders[0]) * step }
        // Two views tied for first: centre the pair on the top.
        let (a, b) = (leaders[0], leaders[1])
        let middle = b - a == 2 ? 2.5 : Double(a + b) / 2
        return -middle * step
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue: Int = 1
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

/// The coloured background that shows ranks (described, not shown, in the talk): three
/// steps, the best rank in the middle, the second best on the left and the third on the
/// right (where `MyRadialLayout` puts the avatars). A step's height and colour follow its
/// rank — 1st 90 points gold, 2nd 60 grey, 3rd 40 bronze — so equal ranks stand on equal
/// steps: a three-way tie is three gold steps of 90, two tied for first two of them.
/// Without three ranks it shows the 1st/2nd/3rd podium.
struct Podium: View {
    var ranks: [Int] = [1, 2, 3]

    var body: some View {
        let best: [Int] = ranks.count == 3 ? ranks.sorted() : [1, 2, 3]
        HStack(alignment: .bottom, spacing: 0) {
            Self.step(rank: best[1])
            Self.step(rank: best[0])
            Self.step(rank: best[2])
        }
        .frame(width: 300, height: 300, alignment: .bottom)
    }

    /// The height of a rank's step: 90, 60, 40 for 1st, 2nd, 3rd (and below).
    static func height(rank: Int) -> CGFloat {
        rank <= 1 ? 90 : rank == 2 ? 60 : 40
    }

    static func color(rank: Int) -> Color {
        rank <= 1 ? Color.yellow.opacity(0.5) : rank == 2 ? Color.gray.opacity(0.3) : Color.orange.opacity(0.3)
    }

    static func step(rank: Int) -> some View {
        Rectangle().fill(color(rank: rank)).frame(width: 80, height: height(rank: rank))
    }
}

/// A pet's avatar: a coloured circle with its name (described, not shown, in the talk).
struct Avatar: View {
    var pet: Pet

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: 64, height: 64)
            .overlay {
                Text(pet.type).font(.caption)
            }
    }

    private var color: Color {
        switch pet.type {
        case "Cat": return .orange
        case "Goldfish": return .yellow
        default: return .brown
        }
    }
}

struct Profile: View {
    var pets: [Pet]
    var isThreeWayTie: Bool

    var body: some View {
        let layout = isThreeWayTie ? AnyLayout(HStackLayout()) : AnyLayout(MyRadialLayout())

        Podium(ranks: pets.map(rank)) // Creates the background that shows ranks.
            .overlay(alignment: .top) {
                layout {
                    ForEach(pets) { pet in
                        Avatar(pet: pet)
                            .rank(rank(pet))
                    }
                }
                .animation(.default, value: pets)
            }
    }

    /// 1 for the most votes; ties share a rank.
    private func rank(_ pet: Pet) -> Int {
        1 + pets.filter { $0.votes > pet.votes }.count
    }
}
