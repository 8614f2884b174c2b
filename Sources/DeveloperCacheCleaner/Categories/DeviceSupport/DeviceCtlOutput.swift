import Foundation

/// Reads the JSON that `xcrun devicectl list devices --json-output FILE` writes: each device's
/// `hardwareProperties.productType` (the model code, `iPhone15,2`) and `deviceProperties.osBuildUpdate`
/// (the build, `21E219`).
public enum DeviceCtlOutput {
    struct Document: Decodable {
        struct Result: Decodable { let devices: [Device] }
        struct Device: Decodable {
            struct Hardware: Decodable { let productType: String? }
            struct Properties: Decodable { let osBuildUpdate: String? }
            let hardwareProperties: Hardware?
            let deviceProperties: Properties?
        }
        let result: Result
    }

    /// The devices that name both a model and a build (the others are left out), in the document's
    /// order; `nil` when the data is not a document of this shape.
    public static func devices(from data: Data) -> [PairedDevice]? {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else { return nil }
        return document.result.devices.compactMap { device in
            guard let model = device.hardwareProperties?.productType, let build = device.deviceProperties?.osBuildUpdate else {
                return nil
            }
            return PairedDevice(model: model, build: build)
        }
    }
}
