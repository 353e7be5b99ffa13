import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview(_ name:, traits:, body:)`: expands to
///
/// 1. a uniquely named type holding the body: an `enum` with a `@ViewBuilder static func
///    body()` whose statements are the closure's; or, when the closure declares
///    `@Previewable` properties (`@Previewable @State var isOn = true`), a `View` struct with
///    those properties (the `@Previewable` attribute removed) and the other statements as
///    its `body`, so the state lives in the view graph like SwiftUI's;
/// 2. a static `_makeEntry()` on that type building the `PreviewEntry` (name, source file
///    and line, traits, a closure making the view);
/// 3. under `#if objectFormat(ELF)`, a global record in the `trellis_previews` section
///    (`@section`, `@used`: SE-0492) — a magic number and a C function that stores the
///    entry — which `PreviewCatalog` walks at run time.
///
/// Only file scope is allowed (as in SwiftUI); elsewhere the macro reports an error.
public struct PreviewMacro: DeclarationMacro {
    /// The record's magic number, "TRLSPREV" (`_previewRecordMagic` in TrellisLayout).
    static let magic = "0x5452_4C53_5052_4556"

    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        if !context.lexicalContext.isEmpty {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: Syntax(node), message: PreviewDiagnostic.notAtFileScope),
            ])
        }
        let parsed = try parseArguments(of: node)
        let typeName = context.makeUniqueName("Preview")
        let recordName = context.makeUniqueName("PreviewRecord")

        var fileExpr: ExprSyntax = "#fileID"
        var lineExpr: ExprSyntax = "#line"
        if let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID) {
            fileExpr = location.file
            lineExpr = location.line
        }
        let nameExpr = parsed.name.map { $0.trimmedDescription } ?? "nil"
        let traitsExpr = "[" + parsed.traits.map(\.trimmedDescription).joined(separator: ", ") + "]"

        // Split the body: `@Previewable` declarations become stored properties.
        var properties: [String] = []
        var statements: [String] = []
        for item in parsed.body.statements {
            if let variable = item.item.as(VariableDeclSyntax.self), isPreviewable(variable) {
                // A stored property of the preview's view, made with `Type()`: it needs a value.
                if let binding = variable.bindings.first(where: { $0.initializer == nil }) {
                    throw DiagnosticsError(diagnostics: [
                        Diagnostic(node: Syntax(binding), message: PreviewDiagnostic.previewableWithoutValue),
                    ])
                }
                properties.append(removingPreviewable(from: variable).trimmedDescription)
            } else {
                statements.append(item.trimmed.description)
            }
        }
        // A body that `return`s its view is an ordinary function body (a result builder
        // would warn that the `return` disables it).
        let returns = parsed.body.statements.contains { $0.item.is(ReturnStmtSyntax.self) }
        let builder = returns ? "" : "@TrellisLayout.ViewBuilder\n    "
        let bodyText = statements.map { indent($0, by: 8) }.joined(separator: "\n")

        func entry(making view: String) -> String { """
                nonisolated static func _makeEntry() -> TrellisLayout.PreviewEntry {
                    TrellisLayout.PreviewEntry(
                        name: \(nameExpr),
                        fileID: \(fileExpr.trimmedDescription),
                        line: \(lineExpr.trimmedDescription),
                        traits: \(parsed.traits.isEmpty ? "[]" : traitsExpr) as [TrellisLayout.PreviewTrait<TrellisLayout.Preview.ViewTraits>],
                        makeView: { TrellisLayout._withAssumedMainActor { TrellisLayout.AnyView(\(view)) } }
                    )
                }
            """ }
        let holder: DeclSyntax
        if properties.isEmpty {
            holder = DeclSyntax(stringLiteral: """
                enum \(typeName.text) {
                    \(builder)@MainActor static func body() -> some TrellisLayout.View {
                \(bodyText)
                    }

                \(entry(making: "body()"))
                }
                """)
        } else {
            let props = properties.map { "    " + $0 }.joined(separator: "\n")
            holder = DeclSyntax(stringLiteral: """
                struct \(typeName.text): TrellisLayout.View {
                \(props)

                    var body: some TrellisLayout.View {
                \(bodyText)
                    }

                \(entry(making: "\(typeName.text)()"))
                }
                """)
        }
        let record = DeclSyntax(stringLiteral: """
            #if objectFormat(ELF)
            @section("trellis_previews") @used
            let \(recordName.text): TrellisLayout._PreviewRecord = (\(magic), { TrellisLayout.PreviewEntry._store(\(typeName.text)._makeEntry(), into: $0) })
            #endif
            """)
        return [holder, record]
    }

    struct Arguments {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var body: ClosureExprSyntax
    }

    static func parseArguments(of node: some FreestandingMacroExpansionSyntax) throws -> Arguments {
        var name: ExprSyntax?
        var traits: [ExprSyntax] = []
        var body: ClosureExprSyntax?
        var inTraits = false
        for (index, argument) in node.arguments.enumerated() {
            switch argument.label?.text {
            case nil:
                if inTraits {
                    traits.append(argument.expression)
                } else if index == 0 {
                    name = argument.expression
                } else if let closure = argument.expression.as(ClosureExprSyntax.self) {
                    body = closure
                }
            case "traits":
                inTraits = true
                traits.append(argument.expression)
            case "body":
                inTraits = false
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else {
                    throw DiagnosticsError(diagnostics: [
                        Diagnostic(node: Syntax(argument.expression), message: PreviewDiagnostic.bodyNotClosure),
                    ])
                }
                body = closure
            default:
                break
            }
        }
        if let trailing = node.trailingClosure { body = trailing }
        guard let body else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: PreviewDiagnostic.missingBody)])
        }
        if let nameExpr = name, nameExpr.is(NilLiteralExprSyntax.self) { name = nil }
        return Arguments(name: name, traits: traits, body: body)
    }

    static func isPreviewable(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription == "Previewable"
                || attribute.attributeName.trimmedDescription == "TrellisLayout.Previewable"
                || attribute.attributeName.trimmedDescription == "Trellis.Previewable"
        }
    }

    static func removingPreviewable(from variable: VariableDeclSyntax) -> VariableDeclSyntax {
        var copy = variable
        copy.attributes = variable.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return !attribute.attributeName.trimmedDescription.hasSuffix("Previewable")
        }
        return copy
    }

    static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}

/// `@Previewable`: marks a declaration in a `#Preview` body as a stored property of the
/// preview's view. `#Preview` does the work; on its own the attribute adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

enum PreviewDiagnostic: String, DiagnosticMessage {
    case notAtFileScope
    case missingBody
    case bodyNotClosure
    case previewableWithoutValue

    var message: String {
        switch self {
        case .notAtFileScope: return "#Preview can only be used at file scope"
        case .missingBody: return "#Preview needs a body: a closure making the view"
        case .bodyNotClosure: return "#Preview's body must be a closure literal"
        case .previewableWithoutValue: return "a @Previewable variable needs an initial value"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "TrellisMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
