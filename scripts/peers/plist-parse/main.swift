// The peer of `scripts/benchmarks/strings.sh`: parses every file named on stdin (one path a line) with
// Foundation's PropertyListSerialization — Apple's own .strings parser — and prints how many it
// accepted. It does nothing else, so it is the floor for "just reading the files with Apple's parser".
import Foundation

var accepted = 0
var rejected = 0
while let path = readLine() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    if (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) != nil {
        accepted += 1
    } else {
        rejected += 1
    }
}
print("accepted \(accepted), rejected \(rejected)")
