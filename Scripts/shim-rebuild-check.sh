#!/usr/bin/env bash
# Builds a small package that depends on Trellis by path twice, clean and then again after
# OpenCombine's sources are touched (an incremental rebuild in which OpenCombine is
# compiled while a module named Combine is already in the build folder), and checks that
# both builds compile the same code and run it to the same output: the platform shims
# (`import Combine`, `import UIKit`) give a user's package the same API whatever the build
# folder held before.
#
# The package's files are written as SwiftUI code is: one imports only Trellis (Timer.publish,
# NotificationCenter's publisher, DispatchQueue as a scheduler, reached as with
# `import SwiftUI`), one imports only Combine and Foundation (a model: Timer.TimerPublisher,
# RunLoop and DispatchQueue schedulers, Optional's and Result's publishers,
# URLSession.DataTaskPublisher, JSONDecoder as a top-level decoder), one takes an
# `#if canImport(UIKit)` branch (UIScreen, UIDevice, UIColor).
#
# A script rather than a test: the two builds of a package with Trellis's dependencies
# take minutes, and a test would run them inside the test run's own build.
#
#   Scripts/shim-rebuild-check.sh [work folder]    (default: a new folder under $TMPDIR)
#
# Exit status 0 when both builds succeed and print the expected line; otherwise 1, with the
# build's errors.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
work="${1:-$(mktemp -d "${TMPDIR:-/tmp}/trellis-shim-check.XXXXXX")}"
mkdir -p "$work/Sources/Probe"
cat > "$work/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "Probe",
    dependencies: [.package(name: "Trellis", path: "$root")],
    targets: [.executableTarget(name: "Probe", dependencies: [.product(name: "Trellis", package: "Trellis")])],
    swiftLanguageModes: [.v5]
)
EOF
cat > "$work/Sources/Probe/Ticker.swift" <<'EOF'
import Trellis

struct Ticker: View {
    @State private var ticks = 0
    @State private var pings = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(ticks) ticks \(pings) pings")
            .onReceive(timer.receive(on: DispatchQueue.main)) { _ in ticks += 1 }
            .onReceive(NotificationCenter.default.publisher(for: .probePing)) { _ in pings += 1 }
    }
}
EOF
cat > "$work/Sources/Probe/Model.swift" <<'EOF'
import Combine
import Foundation

extension Notification.Name {
    static let probePing = Notification.Name("probePing")
}

struct Payload: Decodable { let n: Int }

final class Counter: ObservableObject {
    @Published var value = 0
    let clock: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    private var bag = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .probePing).sink { [weak self] _ in self?.value += 1 }.store(in: &bag)
        $value.debounce(for: .milliseconds(5), scheduler: RunLoop.main).sink { _ in }.store(in: &bag)
        Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { _ in }.store(in: &bag)
        let two: Optional<Int>.Publisher = Optional(2).publisher
        two.sink { [weak self] in self?.value += $0 }.store(in: &bag)
        Result<Int, Never>.success(3).publisher.sink { [weak self] in self?.value += $0 }.store(in: &bag)
        Just(Data(#"{"n":4}"#.utf8)).decode(type: Payload.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.value += $0.n }).store(in: &bag)
    }

    static func load(_ url: URL) -> URLSession.DataTaskPublisher { URLSession.shared.dataTaskPublisher(for: url) }
}
EOF
cat > "$work/Sources/Probe/Screen.swift" <<'EOF'
import Trellis
#if canImport(UIKit)
import UIKit

/// The screen's width, read inside the host (its window) and outside (an iPhone's).
struct ScreenWidth: View {
    var body: some View {
        Text("width \(Int(UIScreen.main.bounds.width)) \(UIDevice.current.userInterfaceIdiom == .phone ? "phone" : "other")")
            .foregroundColor(Color(uiColor: .label))
    }
}
let outsideWidth = Int(UIScreen.main.bounds.width)
#else
struct ScreenWidth: View {
    var body: some View { Text("no UIKit") }
}
let outsideWidth = -1
#endif
EOF
cat > "$work/Sources/Probe/main.swift" <<'EOF'
import Trellis

let counter = Counter()
let host = HostingView(rootView: Ticker(), size: CGSize(width: 300, height: 40))
host.layoutIfNeeded()
NotificationCenter.default.post(name: .probePing, object: nil)
host.advance(by: 3.5)
let line = host.dump().split(separator: "\n").first { $0.contains("ticks") }.map(String.init) ?? "no text"
let screen = HostingView(rootView: ScreenWidth(), size: CGSize(width: 320, height: 40))
let width = screen.dump().contains("width 320 phone") ? "width 320 phone" : screen.dump()
print("value \(counter.value); \(line.contains("3 ticks 1 pings") ? "3 ticks 1 pings" : line); \(width), \(outsideWidth) outside")
EOF
expected="value 10; 3 ticks 1 pings; width 320 phone, 390 outside"
run() {
  local label="$1" start output
  start=$(date +%s)
  if ! swift build --package-path "$work" >"$work/build-$label.log" 2>&1; then
    grep -E "error:" "$work/build-$label.log" | sort -u | head -20 >&2
    echo "shim-rebuild-check: the $label build failed (log: $work/build-$label.log)" >&2
    exit 1
  fi
  output="$("$work/.build/debug/Probe")"
  echo "shim-rebuild-check: $label build took $(( $(date +%s) - start )) s, printed: $output"
  if [ "$output" != "$expected" ]; then
    echo "shim-rebuild-check: the $label build printed '$output', expected '$expected'" >&2
    exit 1
  fi
}
rm -rf "$work/.build"
run clean
# OpenCombine compiled again, now with Combine.swiftmodule beside it.
find "$work/.build/checkouts/OpenCombine/Sources" -name '*.swift' -exec touch {} +
run incremental
if ls "$work"/.build/debug/Modules/OpenCombineFoundation.swiftmodule >/dev/null 2>&1; then
  echo "shim-rebuild-check: OpenCombineFoundation is part of the build again" >&2
  exit 1
fi
echo "shim-rebuild-check: clean and incremental builds give the same API"
