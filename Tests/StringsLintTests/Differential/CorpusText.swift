import Foundation

/// The corpus files as text (decoded by their byte order mark), for tests that change and re-encode them.
enum CorpusText {
    static func load() -> [(name: String, data: Data, text: String)] {
        SharedData.stringsFiles().compactMap { url in
            guard let data = try? Data(contentsOf: url) else { return nil }
            let name = url.path.replacingOccurrences(of: SharedData.corpus.path + "/", with: "")
            let text: String?
            if data.starts(with: [0xFF, 0xFE]) {
                text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian)
            } else if data.starts(with: [0xFE, 0xFF]) {
                text = String(data: data.dropFirst(2), encoding: .utf16BigEndian)
            } else {
                text = String(data: data, encoding: .utf8)
            }
            return text.map { (name, data, $0) }
        }
    }
}
