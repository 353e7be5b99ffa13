import Foundation
import Testing
@testable import TrellisFonts

@Suite struct BinaryReaderTests {
    private let reader = BinaryReader(data: Data([0x12, 0x34, 0xFF, 0xFE, 0x80, 0x00, 0x00, 0x01]), context: "test")

    @Test func bigEndianReads() throws {
        #expect(try reader.u8(at: 0) == 0x12)
        #expect(try reader.u16(at: 0) == 0x1234)
        #expect(try reader.i16(at: 2) == -2)
        #expect(try reader.u24(at: 1) == 0x34FFFE)
        #expect(try reader.u32(at: 4) == 0x8000_0001)
        #expect(try reader.i32(at: 4) == Int32.min + 1)
        #expect(try reader.u16Array(at: 0, count: 2) == [0x1234, 0xFFFE])
        #expect(fourCC(0x4F54_544F) == "OTTO")
        #expect(tagValue("CFF") == 0x4346_4620)
    }

    @Test func boundsAreChecked() throws {
        #expect(throws: FontError.self) { try reader.u16(at: 7) }
        #expect(throws: FontError.self) { try reader.u32(at: -1) }
        #expect(throws: FontError.self) { try reader.bytes(at: 6, count: 3) }
        #expect(throws: FontError.self) { try reader.sub(at: 4, length: 5) }
        #expect(throws: FontError.self) { try reader.u16Array(at: 0, count: Int.max / 4) }
        let sub = try reader.sub(at: 2, length: 4, context: "sub")
        #expect(sub.count == 4)
        #expect(try sub.u16(at: 0) == 0xFFFE)
        do {
            _ = try sub.u16(at: 3)
            Issue.record("expected an error")
        } catch let error as FontError {
            #expect(error.description == "truncated table 'sub' at offset 3 (need 2 bytes, 1 left)")
        }
    }

    @Test func cursorReads() throws {
        var r = reader
        #expect(try r.readU16() == 0x1234)
        #expect(try r.readI16() == -2)
        try r.skip(2)
        #expect(r.remaining == 2)
        #expect(try r.readU16() == 1)
        #expect(throws: FontError.self) { try r.readU8() }
        #expect(throws: FontError.self) { try r.seek(9) }
    }

    @Test func slicedDataIsRebased() throws {
        let big = Data([0, 0, 0, 0xAB, 0xCD])
        let slice = big[3...]
        let r = BinaryReader(data: slice, context: "slice")
        #expect(r.count == 2)
        #expect(try r.u16(at: 0) == 0xABCD)
    }
}
