import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import Logging
import Testing
import Trellis
import TrellisRaster
@testable import TrellisPreviewServer

/// A Chrome DevTools protocol client over one WebSocket: commands are numbered, events
/// (messages without the number) are skipped.
final class DevTools {
    private var messages: WebSocketInboundMessageStream.AsyncIterator
    private let outbound: WebSocketOutboundWriter
    private var nextID = 1
    var sessionID: String?

    init(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) {
        messages = inbound.messages(maxSize: 1 << 26).makeAsyncIterator()
        self.outbound = outbound
    }

    @discardableResult
    func call(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var command: [String: Any] = ["id": id, "method": method, "params": params]
        if let sessionID { command["sessionId"] = sessionID }
        try await outbound.write(.text(String(decoding: try JSONSerialization.data(withJSONObject: command), as: UTF8.self)))
        while let message = try await messages.next() {
            guard case .text(let text) = message,
                  let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                  object["id"] as? Int == id else { continue }
            if let error = object["error"] { throw DevToolsError(description: "\(method): \(error)") }
            return object["result"] as? [String: Any] ?? [:]
        }
        throw DevToolsError(description: "\(method): the browser closed the connection")
    }

    /// Evaluates JavaScript in the page and returns its value.
    func evaluate(_ expression: String) async throws -> Any? {
        let result = try await call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw DevToolsError(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// What a timed-out wait reports of the preview page.
    static let pageState = """
        JSON.stringify(window.trellis ? { frames: trellis.frames, animatingFrames: trellis.animatingFrames,
          socket: trellis.socket && trellis.socket.readyState, animating: trellis.frame && trellis.frame.animating,
          texts: trellis.frame && trellis.frame.views.filter(v => v.type === 'Text').map(v => v.name),
          info: document.getElementById('info').textContent } : 'no window.trellis')
        """

    /// Waits until `expression` is true, polling every 50 ms for at most `seconds`.
    func waitFor(_ expression: String, seconds: Double = 60) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try await evaluate(expression) as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        let page = try? await evaluate(Self.pageState)
        throw DevToolsError(description: "timed out waiting for \(expression); the page: \(page.map { "\($0)" } ?? "?")")
    }

    /// A click: the mouse moves there, presses and releases; `whilePressed` runs between.
    func click(x: Double, y: Double, whilePressed: () async throws -> Void = {}) async throws {
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            if type == "mouseReleased" { try await whilePressed() }
            try await call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }
}

struct DevToolsError: Error, CustomStringConvertible { let description: String }

/// Starts Debian's headless Chromium with remote debugging on a free port and returns
/// the browser's DevTools WebSocket URL (from its "DevTools listening on" line).
func startChromium(profile: String) throws -> (Process, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chromium")
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                         "--remote-debugging-port=0", "--remote-debugging-address=127.0.0.1", "--remote-allow-origins=*",
                         "--user-data-dir=\(profile)", "--window-size=1280,1000", "about:blank"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let handle = errors.fileHandleForReading
    var text = ""
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        let data = handle.availableData
        if data.isEmpty { break }
        text += String(decoding: data, as: UTF8.self)
        if let range = text.range(of: #"ws://127\.0\.0\.1:\d+/devtools/browser/[0-9a-f-]+"#, options: .regularExpression) {
            // Keep draining what Chromium prints so it never blocks on a full pipe.
            Thread { while !handle.availableData.isEmpty {} }.start()
            return (process, String(text[range]))
        }
    }
    process.terminate()
    throw DevToolsError(description: "Chromium printed no DevTools URL:\n\(text)")
}

/// The page in a real browser: Debian's `chromium` (installed by .ci/run) driven through
/// the DevTools protocol. It opens the pet-voting preview, clicks the Dog's voting button
/// ten times, and checks the vote count on the page and the animation frames that came.
/// With TRELLIS_RECORD_SCREENSHOT=1 it writes the page's screenshot to docs/preview.png.
@Suite(.serialized, .timeLimit(.minutes(6))) struct ChromiumTests {
    @Test func votingInTheBrowser() async throws {
        let chromium = "/usr/bin/chromium"
        try #require(FileManager.default.isExecutableFile(atPath: chromium), "Debian's chromium is needed (.ci/run installs it)")
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-chromium-\(UUID().uuidString)").path
        let (browser, url) = try startChromium(profile: profile)
        defer {
            if browser.isRunning { browser.terminate() }
            browser.waitUntilExit()
            try? FileManager.default.removeItem(atPath: profile)
        }
        try await makeServer().application().test(.live) { client in
            let port = try #require(client.port)
            try await WebSocketClient.connect(url: url, configuration: .init(maxFrameSize: 1 << 26), logger: Logger(label: "devtools")) { inbound, outbound, _ in
                let tools = DevTools(inbound: inbound, outbound: outbound)
                let target = try await tools.call("Target.createTarget", ["url": "about:blank"])
                let targetID = try #require(target["targetId"] as? String)
                let attached = try await tools.call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
                tools.sessionID = try #require(attached["sessionId"] as? String)
                try await tools.call("Emulation.setDeviceMetricsOverride", ["width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": false])
                try await tools.call("Page.navigate", ["url": "http://127.0.0.1:\(port)/#preview=pet-voting&device=390x844"])
                try await tools.waitFor("!!(window.trellis && window.trellis.frame && document.querySelector('#picture svg'))")
                // The showcase examples and the previews: at least 12 + 6.
                #expect((try await tools.evaluate("document.querySelectorAll('#list li').length") as? Int ?? 0) >= 18)
                #expect(try await tools.evaluate("document.querySelector('#list li.selected').dataset.name") as? String == "pet-voting")
                #expect(try await tools.evaluate(#"trellis.frame.views.some(v => v.name === 'Text "16"')"#) as? Bool == true)
                // Where the Dog's button is on the page, found again before every click
                // once no animation runs (the tie at 25 votes animates the podium).
                func dogButton() async throws -> [Double] {
                    try await tools.waitFor("!trellis.frame.animating")
                    return try #require(try await tools.evaluate(#"""
                        (() => {
                          const f = trellis.frame, button = f.views.find(v => v.type === 'Button' && v.id === 'Dog');
                          const r = document.getElementById('picture').getBoundingClientRect();
                          return [r.left + (button.x + button.width / 2) * r.width / f.width, r.top + (button.y + button.height / 2) * r.height / f.height];
                        })()
                        """#) as? [Double])
                }
                for vote in 1...10 {
                    let point = try await dogButton()
                    let frames = try #require(try await tools.evaluate("trellis.frames") as? Int)
                    // The last vote's press and release see the picture's contents replaced
                    // in between, as a frame of a running animation does: the tap still counts.
                    try await tools.click(x: point[0], y: point[1]) {
                        guard vote == 10 else { return }
                        try await tools.evaluate("(() => { const p = document.getElementById('picture'); p.innerHTML = p.innerHTML; return true })()")
                    }
                    try await tools.waitFor("trellis.frames > \(frames) && trellis.frame.views.some(v => v.name === 'Text \"\(16 + vote)\"')")
                }
                // The count changed on the page: 26 votes for the Dog, and no 16 left.
                #expect(try await tools.evaluate(#"trellis.frame.views.some(v => v.name === 'Text "16"')"#) as? Bool == false)
                // The rank change animated: frames came while it ran, then it stopped.
                try await tools.waitFor("trellis.animatingFrames >= 3 && !trellis.frame.animating")
                let animating = try #require(try await tools.evaluate("trellis.animatingFrames") as? Int)
                #expect(animating >= 3)
                // Hovering names a view and its frame.
                let point = try await dogButton()
                try await tools.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": point[0], "y": point[1]])
                try await tools.waitFor("document.getElementById('hover').textContent.includes(' — (')")
                let hover = try #require(try await tools.evaluate("document.getElementById('hover').textContent") as? String)
                #expect(["Text", "frame", "padding", "Button", "background", "ZStackLayout", "RoundedRectangle"].contains { hover.hasPrefix($0 + " ") })
                let shot = try await tools.call("Page.captureScreenshot", ["format": "png"])
                let encoded = try #require(shot["data"] as? String)
                let png = try #require(Data(base64Encoded: encoded))
                let image = try PNG.decode(png)
                #expect(image.width == 1280 && image.height == 1000)
                if ProcessInfo.processInfo.environment["TRELLIS_RECORD_SCREENSHOT"] == "1" {
                    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                        .deletingLastPathComponent().appendingPathComponent("docs/preview.png")
                    try png.write(to: docs)
                }
                // The page closes its socket, and the browser ends before the test's server
                // stops: its shutdown waits for every connection, and a browser keeps spare
                // ones open for minutes (see PreviewServerStopTests).
                try await tools.evaluate("(() => { trellis.socket.onclose = null; trellis.socket.close(); return true })()")
                try await tools.waitFor("trellis.socket.readyState === 3")
                tools.sessionID = nil
                try await tools.call("Target.closeTarget", ["targetId": targetID])
            }
            browser.terminate()
            browser.waitUntilExit()
        }
    }
}
