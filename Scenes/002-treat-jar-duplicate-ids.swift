import SwiftUI

// WWDC21 "Demystify SwiftUI" — the treat jar, with each treat identified by its name. Two more
// dog biscuits are bought in bulk and added to the jar, but "Biscuit" is already an id in the
// ForEach: the ids are not unique, so the new biscuits do not show up. The heading counts 5
// treats, but the jar's grid keeps showing one Biscuit, Bone and Jerky, and Flipbook warns that
// the id occurs more than once (SwiftUI logs "the ID Biscuit occurs multiple times within the
// collection, this will give undefined results!"). (The transcript has no code; this follows the
// talk's slides.)

struct Treat: Identifiable {
    var name: String
    var color: Color
    var id: String { name }
}

struct TreatCell: View {
    var treat: Treat

    var body: some View {
        Text(treat.name)
            .font(.system(size: 20, weight: .semibold))
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity, minHeight: 44)
            .background(RoundedRectangle(cornerRadius: 10).fill(treat.color))
    }
}

struct TreatJar: View {
    @State private var treats = [
        Treat(name: "Biscuit", color: .brown),
        Treat(name: "Bone", color: .gray),
        Treat(name: "Jerky", color: .red),
    ]

    private let columns = [GridItem(.adaptive(minimum: 120))]

    var body: some View {
        VStack(spacing: 12) {
            Text("\(treats.count) treats in the jar")
                .font(.headline)
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(treats) { treat in
                        TreatCell(treat: treat)
                    }
                }
            }
        }
        .padding()
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation {
                treats.append(Treat(name: "Biscuit", color: .brown))
                treats.append(Treat(name: "Biscuit", color: .brown))
            }
        }
    }
}

#Preview("Treat jar, names as ids", traits: .fixedLayout(width: 300, height: 240)) {
    TreatJar()
}
