// libFuzzer target: the .strings parser must turn any bytes into a table and diagnostics, never crash
// or hang. Built and run by scripts/fuzz.
import Foundation
import StringsLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let table = StringsFileReader.read(data: Data(bytes: data, count: size), displayPath: "fuzz.strings")
    for diagnostic in table.diagnostics {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "position must be 1-based")
    }
    return 0
}
