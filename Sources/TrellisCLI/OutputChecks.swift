import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks, made before any layout or rendering, that the command will be able to write
/// its files: a problem is a ``CLIError`` naming the path and the reason
/// ("cannot write /proc/x.png: no file can be created in the folder /proc (…)").
///
/// Whether a folder accepts files is found by creating (and at once removing) an empty,
/// uniquely named file in it: permission bits alone do not tell (root passes every
/// permission check, yet `/proc` and read-only mounts refuse new files).
public enum OutputChecks {
    /// Throws unless a file can be written at `path`: its folder exists, is a folder, and
    /// accepts a new file, and `path` is not itself a folder.
    public static func checkFile(_ path: String) throws {
        guard !path.isEmpty else { throw CLIError.cannotWrite("''", "the file name is empty") }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw CLIError.cannotWrite(path, "the folder \(folder) does not exist")
        }
        guard isDirectory.boolValue else {
            throw CLIError.cannotWrite(path, "\(folder) is a file, not a folder")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.cannotWrite(path, "it is a folder")
        }
        if let reason = refusal(ofNewFileIn: folder) {
            throw CLIError.cannotWrite(path, "no file can be created in the folder \(folder) (\(reason))")
        }
    }

    /// Throws unless `path` is, or can be created as, a folder that accepts files: an
    /// existing folder must accept a new file; otherwise the nearest existing ancestor
    /// must be a folder that accepts a new folder.
    public static func checkFolder(_ path: String) throws {
        guard !path.isEmpty else { throw CLIError.cannotWrite("''", "the folder name is empty") }
        var isDirectory: ObjCBool = false
        let standardized = URL(fileURLWithPath: path).standardizedFileURL
        if FileManager.default.fileExists(atPath: standardized.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.cannotWrite(path, "a file of that name exists") }
            if let reason = refusal(ofNewFileIn: standardized.path) {
                throw CLIError.cannotWrite(path, "no file can be created in the folder (\(reason))")
            }
            return
        }
        var ancestor = standardized.deletingLastPathComponent()
        // At most one step per path component: "/" is its own parent.
        for _ in 0..<standardized.pathComponents.count {
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) { break }
            ancestor = ancestor.deletingLastPathComponent()
        }
        guard FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) else {
            throw CLIError.cannotWrite(path, "no enclosing folder exists")
        }
        guard isDirectory.boolValue else {
            throw CLIError.cannotWrite(path, "\(ancestor.path) is a file, not a folder")
        }
        if let reason = refusal(ofNewFileIn: ancestor.path) {
            throw CLIError.cannotWrite(path, "the folder cannot be created in \(ancestor.path) (\(reason))")
        }
    }

    /// `nil` when an empty file can be created in `folder` (it is removed at once), else
    /// the system's reason (e.g. "Permission denied", "Read-only file system").
    static func refusal(ofNewFileIn folder: String) -> String? {
        let probe = (folder as NSString).appendingPathComponent(".trellis-write-check-\(getpid())-\(UUID().uuidString)")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            return String(cString: strerror(code))
        }
        close(descriptor)
        unlink(probe)
        return nil
    }
}
