// A hierarchical List (collapsed, as iOS first shows it: chevrons on rows with children), an
// OutlineGroup inside a List section, and a ControlGroup of buttons.
import SwiftUI

struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileItem]? = nil
}

struct Browser: View {
    let files = [
        FileItem(name: "Documents", children: [FileItem(name: "Resume.pdf")]),
        FileItem(name: "Photos", children: []),
        FileItem(name: "notes.txt"),
    ]

    var body: some View {
        VStack(spacing: 12) {
            ControlGroup {
                Button("Copy") {}
                Button("Paste") {}
                Button("Delete", role: .destructive) {}
            }
            .padding(.horizontal)
            List(files, children: \.children) { item in
                Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
            }
            List {
                Section("Outline") {
                    OutlineGroup(files, children: \.children) { item in
                        Text(item.name)
                    }
                }
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 360, height: 560)) { Browser() }
