// libFuzzer target: the .stringsdict reader (libxml2, no network, no entities) must turn any bytes into
// a document and diagnostics, never crash, hang or leak. Built and run by scripts/fuzz.
import Foundation
import StringsLint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsdict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    for categories in [nil, ["one", "few", "many", "other"]] {
        let document = StringsdictDocument(data: bytes, displayPath: "fuzz.stringsdict", pluralCategories: categories)
        for diagnostic in document.diagnostics {
            precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "positions are 1-based")
        }
    }
    return 0
}
