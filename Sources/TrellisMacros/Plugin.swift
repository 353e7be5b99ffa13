import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that carries Trellis's macros.
@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
