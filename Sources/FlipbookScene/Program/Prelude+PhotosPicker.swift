extension Prelude {
    /// PhotosUI's `PhotosPicker` (iOS 16): its label, drawn as a button's in the accent colour.
    /// A tap opens the photo library, which a render has none of: nothing is picked, and an
    /// item's `loadTransferable(type:)` gives nil.
    static let photosPickerSource = #"""
        struct PHPickerFilter: Hashable {
            let _name: String
            static let images = PHPickerFilter(_name: "images")
            static let videos = PHPickerFilter(_name: "videos")
            static let livePhotos = PHPickerFilter(_name: "livePhotos")
            static let screenshots = PHPickerFilter(_name: "screenshots")
            static let screenRecordings = PHPickerFilter(_name: "screenRecordings")
            static let panoramas = PHPickerFilter(_name: "panoramas")
            static let depthEffectPhotos = PHPickerFilter(_name: "depthEffectPhotos")
            static let bursts = PHPickerFilter(_name: "bursts")
            static let slomoVideos = PHPickerFilter(_name: "slomoVideos")
            static let timelapseVideos = PHPickerFilter(_name: "timelapseVideos")
            static let spatialMedia = PHPickerFilter(_name: "spatialMedia")
            static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(_name: "any") }
            static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(_name: "all") }
            static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(_name: "not") }
        }

        struct PhotosPickerItem: Hashable {
            let itemIdentifier: String?
            func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
        }

        struct PhotosPicker<Label: View>: View {
            let label: Label
            init(
                selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil, photoLibrary: Any? = nil,
                @ViewBuilder label: () -> Label
            ) {
                self.label = label()
            }
            init(
                _ titleKey: String, selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil, photoLibrary: Any? = nil
            ) where Label == Text {
                label = Text(titleKey)
            }
            var body: some View {
                Button {} label: { label }
            }
        }

        extension View {
            /// The library sheet opens only from a tap, and a render has no library.
            func photosPicker(
                isPresented: Binding<Bool>, selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: Any? = nil, photoLibrary: Any? = nil
            ) -> some View { self }
        }
        """#
}
