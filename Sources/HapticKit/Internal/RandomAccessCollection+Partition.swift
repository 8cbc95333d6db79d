extension RandomAccessCollection {
    /// The first index whose element satisfies `isInSecondPart`, or `endIndex` when none does: a
    /// binary search, O(log n) calls of the predicate.
    ///
    /// The collection must be partitioned by the predicate: every element for which it is `false`
    /// comes before every element for which it is `true` (a collection sorted by a key, searched
    /// with `key > x` or `key >= x`, is).
    ///
    /// ```swift
    /// [1, 3, 3, 7].partitioningIndex { $0 > 3 }   // 3: the first element after the 3s
    /// [1, 3, 3, 7].partitioningIndex { $0 >= 3 }  // 1: the first 3
    /// ```
    package func partitioningIndex(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
