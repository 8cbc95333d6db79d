extension HapticPattern {
    /// Builds a pattern from the compact notation: one character per beat.
    ///
    /// ```swift
    /// let knock = try HapticPattern(notation: "O-o")          // heavy tap, rest, medium tap
    /// let purr = try HapticPattern(notation: "@50ms ~~~~-.")  // 0.2 s soft buzz, rest, light tap
    /// let roll = try HapticPattern(notation: "(.o)*4 X")      // four light-medium pairs, sharp hit
    /// ```
    ///
    /// Grammar (EBNF; blanks and `|` between steps are ignored):
    ///
    /// ```
    /// notation = [ tempo ] , { step } ;
    /// tempo    = "@" , number , ( "ms" | "s" ) ;          (* one beat: 1 ms ... 10 s; default 100 ms *)
    /// step     = ( tap | buzz | rest | group ) , [ "*" , count ] ;   (* count: 1 ... 1000 *)
    /// group    = "(" , { step } , ")" ;
    /// tap      = "." | "o" | "O" | "x" | "X" ;
    /// buzz     = "~" | "=" ;
    /// rest     = "-" ;
    /// ```
    ///
    /// Every tap, buzz and rest takes one beat. A tap is a transient at the start of its beat; a
    /// buzz is a continuous event over its beat, and neighbouring beats of the same buzz join into
    /// one event of at most 30 s (what Core Haptics plays); a longer run is several events back to
    /// back.
    ///
    /// | symbol | meaning          | intensity | sharpness |
    /// |--------|------------------|-----------|-----------|
    /// | `.`    | light tap        | 0.4       | 0.4       |
    /// | `o`    | medium tap       | 0.7       | 0.5       |
    /// | `O`    | heavy tap        | 1.0       | 0.5       |
    /// | `x`    | sharp tap        | 0.7       | 1.0       |
    /// | `X`    | sharp heavy tap  | 1.0       | 1.0       |
    /// | `~`    | soft buzz        | 0.5       | 0.2       |
    /// | `=`    | strong buzz      | 1.0       | 0.5       |
    /// | `-`    | rest             |           |           |
    ///
    /// A notation expands to at most 100 000 beats, in at most 1 000 000 steps (each beat and each
    /// pass through a group, even an empty one, is a step), and nests groups at most 32 deep; beyond that,
    /// or on any other mistake, it throws a ``HapticReadError`` that names the
    /// column. `docs/Patterns.md` has more examples.
    ///
    /// - Throws: ``HapticReadError``.
    public init(notation: String) throws {
        let (beat, beats) = try HapticNotation.parse(notation)
        self = HapticNotation.pattern(beat: beat, beats: beats)
    }
}
