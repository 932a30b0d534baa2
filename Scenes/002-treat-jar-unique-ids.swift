import SwiftUI

// WWDC21 "Demystify SwiftUI" — the treat jar, with each treat identified by a serial number,
// the talk's fix for names that are not unique. Two more dog biscuits are bought in bulk and
// added to the jar: each has its own id, so both show up, fading in after Jerky in the grid's
// next two places while the cells already there stay put, and the heading counts 5 treats. (The
// transcript has no code; this follows the talk's slides.)

struct Treat: Identifiable {
    var name: String
    var color: Color
    var serialNumber: Int
    var id: Int { serialNumber }
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
        Treat(name: "Biscuit", color: .brown, serialNumber: 1),
        Treat(name: "Bone", color: .gray, serialNumber: 2),
        Treat(name: "Jerky", color: .red, serialNumber: 3),
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
                treats.append(Treat(name: "Biscuit", color: .brown, serialNumber: 4))
                treats.append(Treat(name: "Biscuit", color: .brown, serialNumber: 5))
            }
        }
    }
}

#Preview("Treat jar, serial numbers as ids", traits: .fixedLayout(width: 300, height: 240)) {
    TreatJar()
}
