import Foundation

/// Matching attributes of a face, read from only the `name`, `OS/2` and `head` tables so
/// that font discovery does not parse whole fonts.
public struct FontDescriptor: Hashable, Sendable {
    /// Family name (typographic family preferred), see ``FontFace/familyName``.
    public let familyName: String
    /// Style name, see ``FontFace/styleName``.
    public let styleName: String
    /// Full name, see ``FontFace/fullName``.
    public let fullName: String
    /// Weight class (100…900).
    public let weight: Int
    /// Italic or oblique.
    public let isItalic: Bool
    /// File the face lives in (nil for faces registered from memory).
    public let path: String?
    /// Index of the face in its file.
    public let faceIndex: Int

    /// Reads the descriptor of face `faceIndex` in `data`.
    static func read(data: Data, faceIndex: Int, path: String?) throws -> FontDescriptor {
        let offsets = try FontCollection.directoryOffsets(in: data)
        guard faceIndex < offsets.count else { throw FontError.badValue("ttcf", "face index \(faceIndex)") }
        let file = try FontFile(data: data, directoryOffset: offsets[faceIndex])
        let head = try HeadTable(try file.requiredTable("head"))
        let os2 = try file.table("OS/2").map(OS2Table.init)
        let names = try file.table("name").map(NameTable.init)
        let family = names?.string(for: NameTable.ID.typographicFamily) ?? names?.string(for: NameTable.ID.family) ?? ""
        let style = names?.string(for: NameTable.ID.typographicSubfamily) ?? names?.string(for: NameTable.ID.subfamily) ?? "Regular"
        var weight = os2?.weightClass ?? 0
        if weight <= 0 { weight = head.macStyle & 1 != 0 ? 700 : 400 }
        return FontDescriptor(familyName: family, styleName: style,
                              fullName: names?.string(for: NameTable.ID.fullName) ?? family + " " + style,
                              weight: min(weight, 1000), isItalic: (os2?.isItalic ?? false) || head.macStyle & 2 != 0,
                              path: path, faceIndex: faceIndex)
    }

    /// Descriptor of an already loaded face.
    init(face: FontFace) {
        familyName = face.familyName
        styleName = face.styleName
        fullName = face.fullName
        weight = face.weight
        isItalic = face.isItalic
        path = face.filePath
        faceIndex = face.faceIndex
    }

    init(familyName: String, styleName: String, fullName: String, weight: Int, isItalic: Bool, path: String?, faceIndex: Int) {
        self.familyName = familyName
        self.styleName = styleName
        self.fullName = fullName
        self.weight = weight
        self.isItalic = isItalic
        self.path = path
        self.faceIndex = faceIndex
    }
}
