/// Builds String Catalog text for rule examples: one key with a value per language.
enum ExampleCatalog {
    static func catalog(key: String = "greeting", values: [(String, String)], state: String = "translated") -> String {
        let localizations = values.map { language, value in
            """
                    "\(language)" : {
                      "stringUnit" : { "state" : "\(state)", "value" : "\(value)" }
                    }
            """
        }.joined(separator: ",\n")
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "\(key)" : {
                  "localizations" : {
            \(localizations)
                  }
                },
                "other" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Andere" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "他の" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """
    }
}
