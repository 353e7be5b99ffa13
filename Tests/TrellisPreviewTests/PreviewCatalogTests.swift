import Testing
import Trellis

/// The previews of SwiftUIStylePreviews.swift, as the catalogue lists them.
private let file = "TrellisPreviewTests/SwiftUIStylePreviews.swift"

private func macroEntries() -> [PreviewEntry] {
    PreviewCatalog.all.filter { $0.fileID == file && $0.kind == .macro }
}

private func entry(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> PreviewEntry? {
    let found = PreviewCatalog.all.filter { $0.name == name && $0.fileID == file }
    #expect(found.count == 1, "\(found.count) previews named \(name)", sourceLocation: sourceLocation)
    return found.first
}

/// A host of the entry with the deterministic measurer (text 0.5 × size per character).
private func host(_ entry: PreviewEntry) -> HostingView<AnyView> {
    let host = entry.makeHost(textMeasurer: FixedTextMeasurer())
    host.layoutIfNeeded()
    return host
}

@Suite struct PreviewCatalogTests {
    @Test func everyMacroPreviewIsListedWithItsNameAndLine() {
        let entries = macroEntries()
        #expect(entries.map(\.name) == ["Preview", "Badge that fits", "Badge banner", "Landscape", "Counter",
                                        "Returned", "Unusable size", "Preview"])
        #expect(entries.map(\.line) == [17, 21, 25, 29, 33, 44, 49, 70])
        #expect(entries.map(\.isNamed) == [false, true, true, true, true, true, true, false])
        #expect(entries.first?.id == "\(file):17")
        #expect(PreviewCatalog.diagnostics.isEmpty)
    }

    @Test func traitsAreKeptAsWritten() throws {
        #expect(try #require(PreviewCatalog.previews(named: "\(file):17").first).traits.isEmpty)
        #expect(try #require(entry("Badge that fits")).traits == [.sizeThatFitsLayout])
        #expect(try #require(entry("Badge banner")).traits == [.fixedLayout(width: 200, height: 100)])
        #expect(try #require(entry("Counter")).traits == [.sizeThatFitsLayout, .portrait])
        let landscape = try #require(entry("Landscape"))
        #expect(landscape.traits == [.landscapeLeft])
        #expect(landscape.layout == .device)
        #expect(landscape.orientation == .landscapeLeft)
        #expect(try #require(entry("Badge banner")).layout == .fixed(width: 200, height: 100))
        #expect(try #require(entry("Counter")).description == "Counter (\(file):33) [sizeThatFits, portrait]")
    }

    @Test func deviceLayoutIsThePhone() throws {
        let h = host(try #require(PreviewCatalog.previews(named: "\(file):17").first))
        #expect(h.size == CGSize(width: 390, height: 844))
        // The 60×40 badge centred in 390×844: (165, 402).
        #expect(h.frame(of: "badge") == CGRect(x: 165, y: 402, width: 60, height: 40))
    }

    @Test func sizeThatFitsIsTheViewsOwnSize() throws {
        let h = host(try #require(entry("Badge that fits")))
        #expect(h.size == CGSize(width: 60, height: 40))
        #expect(h.frame(of: "badge") == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(try #require(entry("Badge that fits")).preferredSize(textMeasurer: FixedTextMeasurer()) == CGSize(width: 60, height: 40))
    }

    @Test func fixedLayoutIsTheGivenSize() throws {
        let h = host(try #require(entry("Badge banner")))
        #expect(h.size == CGSize(width: 200, height: 100))
        // Centred: ((200 − 60) / 2, (100 − 40) / 2).
        #expect(h.frame(of: "badge") == CGRect(x: 70, y: 30, width: 60, height: 40))
    }

    @Test func traitsWithoutAName() throws {
        let unnamed = try #require(PreviewCatalog.previews(named: "\(file):70").first)
        #expect(unnamed.traits == [.fixedLayout(width: 80, height: 50), .landscapeRight])
        // A fixed layout is not turned by the orientation: 80×50, the badge centred at (10, 5).
        let h = host(unnamed)
        #expect(h.size == CGSize(width: 80, height: 50))
        #expect(h.frame(of: "badge") == CGRect(x: 10, y: 5, width: 60, height: 40))
    }

    @Test func landscapeExchangesTheDevicesSides() throws {
        let h = host(try #require(entry("Landscape")))
        #expect(h.size == CGSize(width: 844, height: 390))
        #expect(h.frame(of: "fill") == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func letBindingsAndReturnInTheBody() throws {
        let h = host(try #require(entry("Returned")))
        // 120×30 centred in 390×844: (135, 407).
        #expect(h.frame(of: "bar") == CGRect(x: 135, y: 407, width: 120, height: 30))
    }

    @Test func previewableStateLivesInTheGraph() throws {
        let counter = try #require(entry("Counter"))
        let h = host(counter)
        // count 5 × step 10 = 50 wide, 20 tall; sizeThatFits makes the host that size.
        #expect(h.size == CGSize(width: 50, height: 20))
        #expect(h.frame(of: "counter") == CGRect(x: 0, y: 0, width: 50, height: 20))
        // A tap runs `count += 1`: the state is kept and the label grows to 60 (centred in 50).
        #expect(h.tap(at: CGPoint(x: 25, y: 10)))
        #expect(h.frame(of: "counter") == CGRect(x: -5, y: 0, width: 60, height: 20))
        // A new view from the entry starts again from the initial value.
        #expect(counter.sizing(textMeasurer: FixedTextMeasurer()).size == CGSize(width: 50, height: 20))
    }

    @Test func unusableFixedSizeFallsBackToTheDeviceWithADiagnostic() throws {
        let bad = try #require(entry("Unusable size"))
        let sizing = bad.sizing(textMeasurer: FixedTextMeasurer())
        #expect(sizing.size == CGSize(width: 390, height: 844))
        let message = try #require(sizing.diagnostic)
        #expect(message.hasPrefix("preview 'Unusable size' (\(file):49): unusable size -5.0xnan"))
        #expect(try #require(entry("Badge banner")).sizing(textMeasurer: FixedTextMeasurer()).diagnostic == nil)
    }

    @Test func providersAreListedOnceRegistered() throws {
        PreviewCatalog.register(Badge_Previews.self)
        PreviewCatalog.register(Badge_Previews.self)  // again: ignored
        PreviewCatalog.register(Plain_Previews.self)
        // Other tests register providers from this file too (in parallel): keep these two.
        let providers = PreviewCatalog.all.filter {
            $0.kind == .provider && $0.fileID == "TrellisPreviewTests/PreviewCatalogTests.swift"
                && ["Provider badge", "Plain_Previews"].contains($0.name)
        }
        #expect(providers.map(\.name) == ["Provider badge", "Plain_Previews"])

        let badge = try #require(providers.first)
        #expect(badge.isNamed)
        #expect(badge.traits == [.fixedLayout(width: 150, height: 80)])
        #expect(badge.device == PreviewDevice(rawValue: "iPhone 15"))
        let h = host(badge)
        #expect(h.size == CGSize(width: 150, height: 80))
        #expect(h.frame(of: "badge") == CGRect(x: 45, y: 20, width: 60, height: 40))

        let plain = try #require(providers.last)
        #expect(!plain.isNamed)
        #expect(plain.traits == [.sizeThatFitsLayout, .landscapeRight])
        #expect(plain.deviceSize(CGSize(width: 390, height: 844)) == CGSize(width: 844, height: 390))
        #expect(host(plain).size == CGSize(width: 60, height: 40))
    }

    @Test func previewModifiersLeaveLayoutAlone() {
        let plain = HostingView(rootView: Badge(count: 9), textMeasurer: FixedTextMeasurer())
        let modified = HostingView(rootView: Badge_Previews.previews, textMeasurer: FixedTextMeasurer())
        #expect(plain.frame(of: "badge") == modified.frame(of: "badge"))
        #expect(modified.frame(of: "badge") == CGRect(x: 165, y: 402, width: 60, height: 40))
    }

    @Test func lookUpByNameOrID() {
        #expect(PreviewCatalog.previews(named: "Badge banner").map(\.line) == [25])
        #expect(PreviewCatalog.previews(named: "\(file):29").map(\.name) == ["Landscape"])
        #expect(PreviewCatalog.previews(named: "No such preview").isEmpty)
    }

    @Test func registeredEntriesReplaceByID() {
        let entry = PreviewEntry(name: "Built in code", fileID: "Elsewhere/Code.swift", line: 7,
                                 traits: [.fixedLayout(width: 10, height: 20)]) { AnyView(Color.red) }
        PreviewCatalog.register(entry)
        PreviewCatalog.register(PreviewEntry(name: "Built in code, again", fileID: "Elsewhere/Code.swift", line: 7) { AnyView(Color.blue) })
        let listed = PreviewCatalog.previews(named: "Elsewhere/Code.swift:7")
        #expect(listed.map(\.name) == ["Built in code, again"])
        #expect(listed.first?.layout == .device)
    }

    @Test func aGroupOrSeveralViewsAreOnePreviewEach() throws {
        PreviewCatalog.register(Pair_Previews.self)
        PreviewCatalog.register(Tuple_Previews.self)
        let here = "TrellisPreviewTests/PreviewCatalogTests.swift"
        let pair = PreviewCatalog.all.filter { $0.fileID == here && ["Small", "Pair_Previews 2"].contains($0.name) }
        let pairLine = try #require(pair.first?.line)
        #expect(pair.map(\.name) == ["Small", "Pair_Previews 2"])
        #expect(pair.map(\.id) == ["\(here):\(pairLine)#1", "\(here):\(pairLine)#2"])
        #expect(pair.map(\.part) == [1, 2])
        // The group's .sizeThatFits applies to the first; the second's own fixed layout wins.
        #expect(pair.map(\.traits) == [[.sizeThatFitsLayout], [.fixedLayout(width: 100, height: 60)]])
        #expect(host(pair[0]).size == CGSize(width: 60, height: 40))
        let second = host(pair[1])
        #expect(second.size == CGSize(width: 100, height: 60))
        #expect(second.frame(of: "badge") == CGRect(x: 20, y: 10, width: 60, height: 40))

        let tuple = PreviewCatalog.all.filter { $0.fileID == here && ($0.name == "Tuple_Previews" || $0.name == "Red") }
        #expect(tuple.map(\.name) == ["Tuple_Previews", "Red"])
        #expect(tuple.map(\.isNamed) == [false, true])
        // The first is the badge alone, centred on the phone; the second is the red fill.
        #expect(host(tuple[0]).frame(of: "badge") == CGRect(x: 165, y: 402, width: 60, height: 40))
        #expect(host(tuple[1]).frame(of: "badge") == nil)
    }
}
