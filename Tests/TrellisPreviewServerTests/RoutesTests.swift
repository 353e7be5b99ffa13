import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Trellis
import TrellisRaster
@testable import TrellisPreviewRuntime
@testable import TrellisPreviewServer

/// A server of the built-in previews on any free port.
func makeServer() -> PreviewServer {
    PreviewServer(port: 0, backend: InProcessBackend(subjects: InProcessBackend.builtInSubjects()))
}

func text(_ response: TestResponse) -> String {
    response.body.getString(at: response.body.readerIndex, length: response.body.readableBytes) ?? ""
}

/// The `error` of a JSON error answer ("(not an error answer)" otherwise).
func errorMessage(_ response: TestResponse) -> String {
    let object = (try? JSONSerialization.jsonObject(with: Data(text(response).utf8))) as? [String: String]
    return object?["error"] ?? "(not an error answer)"
}

@Suite struct RoutesTests {
    @Test func pageIsServed() async throws {
        try await makeServer().application().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                let page = text(response)
                #expect(page.hasPrefix("<!doctype html>"))
                for control in ["id=\"device\"", "iPhone SE (375×667)", "iPad (820×1180)", "id=\"typeSize\"", "id=\"scheme\"",
                                "id=\"direction\"", "id=\"scale\"", "id=\"outlines\"", "new WebSocket("] {
                    #expect(page.contains(control), "the page lacks \(control)")
                }
                // Nothing outside the server is loaded.
                #expect(!page.contains("src=\"http") && !page.contains("href=\"http") && !page.contains("https://"))
            }
        }
    }

    @Test func previewsJSONListsExamplesThenPreviews() async throws {
        try await makeServer().application().test(.router) { client in
            try await client.execute(uri: "/previews.json", method: .get) { response in
                #expect(response.status == .ok)
                let list = try JSONDecoder().decode([PreviewInfo].self, from: Data(text(response).utf8))
                // The showcase examples (12 or more), then the previews linked in (the
                // showcase's 6 #Previews, and in this test binary other test targets' too).
                let examples = list.prefix { $0.kind == "example" }.count
                #expect(examples >= 12 && list.count > examples + 6)
                #expect(list.prefix(12).allSatisfy { $0.kind == "example" })
                #expect(list.filter { $0.source?.hasPrefix("TrellisShowcase/") == true }.count == 6)
                #expect(list.first == PreviewInfo(name: "pet-voting", title: "The talk's pet-voting app: radial Profile, StackedButtons, Leaderboard",
                                                  kind: "example", source: nil, width: 390, height: 844))
                let stacked = try #require(list.first { $0.name == "Stacked buttons" })
                #expect(stacked.kind == "preview" && stacked.width == 390 && stacked.height == 200)
                #expect(stacked.source == "TrellisShowcase/Previews.swift:15")
                // Landscape: the phone turned.
                let flow = try #require(list.first { $0.name == "Flow tags" })
                #expect(flow.width == 844 && flow.height == 390)
            }
        }
    }

    @Test func rendersSVG() async throws {
        try await makeServer().application().test(.router) { client in
            try await client.execute(uri: "/render/pet-voting.svg?width=375&height=667", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/svg+xml")
                let svg = text(response)
                #expect(svg.contains("<svg"))
                #expect(svg.contains(#"width="375""#) && svg.contains(#"height="667""#))
            }
            // A name with a space, percent-encoded.
            try await client.execute(uri: "/render/Stacked%20buttons.svg", method: .get) { response in
                #expect(response.status == .ok)
                #expect(text(response).contains(#"height="200""#))
            }
        }
    }

    @Test func rendersPNGAtTheScale() async throws {
        try await makeServer().application().test(.router) { client in
            try await client.execute(uri: "/render/leaderboard.png?width=100&height=50&scale=3&scheme=dark", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                let data = Data(response.body.readableBytesView)
                let image = try PNG.decode(data)
                #expect(image.width == 300 && image.height == 150)
                // Dark: the window's corner is black.
                #expect(Array(image.rgba[0..<4]) == [0, 0, 0, 255])
            }
            try await client.execute(uri: "/render/leaderboard.png?width=100&height=50&scale=1", method: .get) { response in
                let image = try PNG.decode(Data(response.body.readableBytesView))
                #expect(Array(image.rgba[0..<4]) == [255, 255, 255, 255])
            }
        }
    }

    @Test func layoutJSONHasEveryView() async throws {
        try await makeServer().application().test(.router) { client in
            try await client.execute(uri: "/layout/pet-voting.json?direction=rtl", method: .get) { response in
                #expect(response.status == .ok)
                let report = try JSONDecoder().decode(LayoutReport.self, from: Data(text(response).utf8))
                #expect(report.name == "pet-voting" && report.width == 390 && report.height == 844)
                // The oracle: `trellis dump`'s lines for the same host.
                let subject = try PreviewEngine(subjects: InProcessBackend.builtInSubjects()).subject(named: "pet-voting")
                let dump = subject.host(try RenderParameters.parse(["direction": "rtl"])).dump()
                #expect(report.views.count == dump.split(separator: "\n").count)
                #expect(report.views.count > 20)
                let buttons = report.views.filter { $0.type == "Button" }
                #expect(buttons.count == 3)
                #expect(report.views.contains { $0.id == "Dog" || $0.id?.contains("Dog") == true })
            }
        }
    }

    @Test func unknownNamesAre404() async throws {
        try await makeServer().application().test(.router) { client in
            for uri in ["/render/nope.svg", "/render/nope.png", "/layout/nope.json"] {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .notFound, "\(uri)")
                    #expect(errorMessage(response) == "unknown preview 'nope'")
                }
            }
            try await client.execute(uri: "/render/pet-voting.gif", method: .get) { response in
                #expect(response.status == .notFound)
                #expect(errorMessage(response) == "no such picture 'pet-voting.gif': expected /render/<name>.svg or /render/<name>.png")
            }
            try await client.execute(uri: "/layout/pet-voting.xml", method: .get) { response in
                #expect(response.status == .notFound)
            }
            try await client.execute(uri: "/nothing", method: .get) { response in
                #expect(response.status == .notFound)
            }
        }
    }

    @Test func badParametersAre400() async throws {
        let cases: [(String, String)] = [
            ("/render/pet-voting.svg?width=abc", "bad width 'abc': expected a number of points greater than 0"),
            ("/render/pet-voting.svg?height=-1", "bad height '-1': expected a number of points greater than 0"),
            ("/render/pet-voting.png?scale=9", "scale 9 is above the cap of 4"),
            ("/render/pet-voting.svg?typeSize=enormous", "bad typeSize 'enormous': expected default or one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"),
            ("/render/pet-voting.svg?scheme=blue", "bad scheme 'blue': expected light or dark"),
            ("/layout/pet-voting.json?direction=down", "bad direction 'down': expected ltr or rtl"),
            ("/layout/pet-voting.json?zoom=2", "unknown parameter 'zoom': expected direction, height, scale, scheme, typeSize, width"),
            // The caps: 4096 points a side, 16 777 216 pixels a PNG.
            ("/render/pet-voting.svg?width=5000", "width 5000 is above the cap of 4096 points"),
            ("/render/pet-voting.png?width=4096&height=4096&scale=2", "picture of 4096x4096 points at scale 2 is above the cap of 16777216 pixels"),
        ]
        try await makeServer().application().test(.router) { client in
            for (uri, message) in cases {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect(response.status == .badRequest, "\(uri)")
                    #expect(errorMessage(response) == message)
                }
            }
        }
    }

    @Test func statusJSON() async throws {
        try await makeServer().application().test(.router) { client in
            try await client.execute(uri: "/status.json", method: .get) { response in
                let status = try JSONDecoder().decode(ServerState.BuildStatus.self, from: Data(text(response).utf8))
                #expect(status == ServerState.BuildStatus(generation: 1, building: false, error: nil))
            }
        }
    }
}

@Suite struct BindingTests {
    @Test func bindsToLoopbackByDefault() async throws {
        #expect(PreviewServer(backend: InProcessBackend(subjects: [])).host == "127.0.0.1")
        #expect(PreviewServer.defaultPort == 8425)
        let bound = Locked<(String, Int)?>(nil)
        let server = PreviewServer(port: 0, backend: InProcessBackend(subjects: []))
        try await server.application(onRunning: { address, port in bound.value = (address, port) }).test(.live) { client in
            try await client.execute(uri: "/previews.json", method: .get) { response in
                #expect(text(response) == "[]")
            }
        }
        let (address, port) = try #require(bound.value)
        #expect(address == "127.0.0.1")
        #expect(port > 0)
    }

    @Test func warnsWhenNotLoopback() {
        #expect(PreviewServer.hostWarning("127.0.0.1") == nil)
        #expect(PreviewServer.hostWarning("localhost") == nil)
        #expect(PreviewServer.hostWarning("::1") == nil)
        #expect(PreviewServer.hostWarning("0.0.0.0") == "warning: binding to 0.0.0.0: anyone who can reach this address can run your previews' code and see them; the default is 127.0.0.1")
    }
}
