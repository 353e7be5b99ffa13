import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrellisMacros

private let macros: [String: MacroSpec] = [
    "Preview": MacroSpec(type: PreviewMacro.self),
    "Previewable": MacroSpec(type: PreviewableMacro.self),
]

private func expect(_ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
                    sourceLocation: SourceLocation = #_sourceLocation) {
    assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
                         testModuleName: "App", testFileName: "Screens.swift") { failure in
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}

@Suite struct PreviewMacroTests {
    @Test func unnamed() {
        expect("""
            #Preview {
                Text("Hi")
            }
            """, expandsTo: """
            enum __macro_local_7PreviewfMu_ {
                @TrellisLayout.ViewBuilder
                @MainActor static func body() -> some TrellisLayout.View {
                    Text("Hi")
                }

                nonisolated static func _makeEntry() -> TrellisLayout.PreviewEntry {
                    TrellisLayout.PreviewEntry(
                        name: nil,
                        fileID: "App/Screens.swift",
                        line: 1,
                        traits: [] as [TrellisLayout.PreviewTrait<TrellisLayout.Preview.ViewTraits>],
                        makeView: {
                            TrellisLayout._withAssumedMainActor {
                                TrellisLayout.AnyView(body())
                            }
                        }
                    )
                }
            }
            #if objectFormat(ELF)
            @section("trellis_previews") @used
            let __macro_local_13PreviewRecordfMu_: TrellisLayout._PreviewRecord = (0x5452_4C53_5052_4556, {
                    TrellisLayout.PreviewEntry._store(__macro_local_7PreviewfMu_._makeEntry(), into: $0)
                })
            #endif
            """)
    }

    @Test func namedWithTraits() {
        expect("""
            #Preview("Compact", traits: .sizeThatFitsLayout, .landscapeLeft) {
                Badge(count: 3)
            }
            """, expandsTo: """
            enum __macro_local_7PreviewfMu_ {
                @TrellisLayout.ViewBuilder
                @MainActor static func body() -> some TrellisLayout.View {
                    Badge(count: 3)
                }

                nonisolated static func _makeEntry() -> TrellisLayout.PreviewEntry {
                    TrellisLayout.PreviewEntry(
                        name: "Compact",
                        fileID: "App/Screens.swift",
                        line: 1,
                        traits: [.sizeThatFitsLayout, .landscapeLeft] as [TrellisLayout.PreviewTrait<TrellisLayout.Preview.ViewTraits>],
                        makeView: {
                            TrellisLayout._withAssumedMainActor {
                                TrellisLayout.AnyView(body())
                            }
                        }
                    )
                }
            }
            #if objectFormat(ELF)
            @section("trellis_previews") @used
            let __macro_local_13PreviewRecordfMu_: TrellisLayout._PreviewRecord = (0x5452_4C53_5052_4556, {
                    TrellisLayout.PreviewEntry._store(__macro_local_7PreviewfMu_._makeEntry(), into: $0)
                })
            #endif
            """)
    }

    @Test func bodyArgumentAndReturn() {
        expect("""
            #Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), body: {
                let width: CGFloat = 120
                return Color.green.frame(width: width)
            })
            """, expandsTo: """
            enum __macro_local_7PreviewfMu_ {
                @MainActor static func body() -> some TrellisLayout.View {
                    let width: CGFloat = 120
                    return Color.green.frame(width: width)
                }

                nonisolated static func _makeEntry() -> TrellisLayout.PreviewEntry {
                    TrellisLayout.PreviewEntry(
                        name: "Fixed",
                        fileID: "App/Screens.swift",
                        line: 1,
                        traits: [.fixedLayout(width: 200, height: 100)] as [TrellisLayout.PreviewTrait<TrellisLayout.Preview.ViewTraits>],
                        makeView: {
                            TrellisLayout._withAssumedMainActor {
                                TrellisLayout.AnyView(body())
                            }
                        }
                    )
                }
            }
            #if objectFormat(ELF)
            @section("trellis_previews") @used
            let __macro_local_13PreviewRecordfMu_: TrellisLayout._PreviewRecord = (0x5452_4C53_5052_4556, {
                    TrellisLayout.PreviewEntry._store(__macro_local_7PreviewfMu_._makeEntry(), into: $0)
                })
            #endif
            """)
    }

    @Test func previewableBecomesAViewStruct() {
        expect("""
            #Preview("Toggle") {
                @Previewable @State var isOn = true
                let title = "Wi-Fi"
                Toggle(title, isOn: $isOn)
            }
            """, expandsTo: """
            struct __macro_local_7PreviewfMu_: TrellisLayout.View {
                @State var isOn = true

                var body: some TrellisLayout.View {
                    let title = "Wi-Fi"
                    Toggle(title, isOn: $isOn)
                }

                nonisolated static func _makeEntry() -> TrellisLayout.PreviewEntry {
                    TrellisLayout.PreviewEntry(
                        name: "Toggle",
                        fileID: "App/Screens.swift",
                        line: 1,
                        traits: [] as [TrellisLayout.PreviewTrait<TrellisLayout.Preview.ViewTraits>],
                        makeView: {
                            TrellisLayout._withAssumedMainActor {
                                TrellisLayout.AnyView(__macro_local_7PreviewfMu_())
                            }
                        }
                    )
                }
            }
            #if objectFormat(ELF)
            @section("trellis_previews") @used
            let __macro_local_13PreviewRecordfMu_: TrellisLayout._PreviewRecord = (0x5452_4C53_5052_4556, {
                    TrellisLayout.PreviewEntry._store(__macro_local_7PreviewfMu_._makeEntry(), into: $0)
                })
            #endif
            """)
    }

    @Test func insideATypeIsAnError() {
        expect("""
            struct Screens {
                #Preview { Text("Hi") }
            }
            """, expandsTo: """
            struct Screens {
                #Preview { Text("Hi") }
            }
            """,
            diagnostics: [DiagnosticSpec(message: "#Preview can only be used at file scope", line: 2, column: 5)])
    }

    @Test func withoutABodyIsAnError() {
        expect("""
            #Preview("Nothing")
            """, expandsTo: """
            #Preview("Nothing")
            """,
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: a closure making the view", line: 1, column: 1)])
    }

    @Test func previewableWithoutAValueIsAnError() {
        expect("""
            #Preview {
                @Previewable @State var count: Int
                Text("\\(count)")
            }
            """, expandsTo: """
            #Preview {
                @Previewable @State var count: Int
                Text("\\(count)")
            }
            """,
            diagnostics: [DiagnosticSpec(message: "a @Previewable variable needs an initial value", line: 2, column: 29)])
    }
}
