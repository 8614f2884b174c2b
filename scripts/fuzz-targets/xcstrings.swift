// libFuzzer target: the String Catalog reader must turn any bytes into diagnostics (a JSON syntax error
// at its line and column, or the catalog's findings), never crash or hang. Built and run by scripts/fuzz.
import Foundation
import StringsLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXCStrings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    for diagnostic in StringCatalogLint.diagnostics(data: Data(bytes: data, count: size), displayPath: "fuzz.xcstrings") {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "positions are 1-based")
    }
    return 0
}
