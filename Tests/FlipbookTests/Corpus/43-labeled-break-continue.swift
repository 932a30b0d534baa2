import SwiftUI

struct PrimeGrid: View {
    var firstPrimes: [Int] {
        var primes: [Int] = []
        outer: for candidate in 2... {
            for prime in primes {
                if prime * prime > candidate { break }
                if candidate % prime == 0 { continue outer }
            }
            primes.append(candidate)
            if primes.count == 8 { break outer }
        }
        return primes
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(firstPrimes, id: \.self) { prime in
                Text("\(prime)")
                    .frame(width: 26, height: 26)
                    .background(Color.mint.opacity(0.4))
            }
        }
    }
}

#Preview(traits: .fixedLayout(width: 260, height: 60)) {
    PrimeGrid()
}
