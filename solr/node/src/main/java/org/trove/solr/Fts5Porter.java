package org.trove.solr;

import java.util.Arrays;

/**
 * Porter's stemmer as SQLite's FTS5 "porter" tokenizer applies it, so that Solr indexes the words
 * the embedded engine does (ADR 055). Written from the behaviour of FTS5's stemmer, which differs
 * from Lucene's PorterStemFilter in what matters for equal totals: it works on a word's UTF-8
 * bytes (a letter outside ASCII is one consonant per byte), leaves words shorter than 3 bytes or
 * longer than 64 as they are, and reads 'y' as a vowel wherever it does not begin the stem.
 */
final class Fts5Porter {
  static final int MIN_BYTES = 3;
  static final int MAX_BYTES = 64;

  private byte[] b;
  private int n;

  private Fts5Porter(byte[] word) {
    b = Arrays.copyOf(word, word.length + 4);
    n = word.length;
  }

  /** The stem of a word's UTF-8 bytes; the same array when the word is left as it is. */
  static byte[] stem(byte[] word) {
    if (word.length < MIN_BYTES || word.length > MAX_BYTES) return word;
    Fts5Porter p = new Fts5Porter(word);
    p.step1();
    p.step2();
    p.step3();
    p.step4();
    p.step5();
    return Arrays.copyOf(p.b, p.n);
  }

  private static boolean vowel(byte c, boolean yIsVowel) {
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || (yIsVowel && c == 'y');
  }

  /**
   * Past the first vowel-consonant run of b[from, to): the index after its consonant, or 0 when
   * there is none. `previousConsonant` says how to read a 'y' at `from`.
   */
  private int gobbleVC(int from, int to, boolean previousConsonant) {
    boolean consonant = previousConsonant;
    int i = from;
    for (; i < to; i++) {
      consonant = !vowel(b[i], consonant);
      if (!consonant) break;
    }
    for (i++; i < to; i++) {
      consonant = !vowel(b[i], consonant);
      if (consonant) return i + 1;
    }
    return 0;
  }

  /** m > 0 for the stem b[0, stem). */
  private boolean mGt0(int stem) {
    return gobbleVC(0, stem, false) != 0;
  }

  /** m > 1. */
  private boolean mGt1(int stem) {
    int k = gobbleVC(0, stem, false);
    return k != 0 && gobbleVC(k, stem, true) != 0;
  }

  /** m = 1. */
  private boolean mEq1(int stem) {
    int k = gobbleVC(0, stem, false);
    return k != 0 && gobbleVC(k, stem, true) == 0;
  }

  /** *o: the stem ends consonant, vowel, consonant, the last not w, x or y. */
  private boolean endsCvc(int stem) {
    if (stem < 1) return false;
    byte last = b[stem - 1];
    if (last == 'w' || last == 'x' || last == 'y') return false;
    int mask = 0;
    boolean consonant = false;
    for (int i = 0; i < stem; i++) {
      consonant = !vowel(b[i], consonant);
      mask = (mask << 1) | (consonant ? 1 : 0);
    }
    return (mask & 0x7) == 0x5;
  }

  /** *v*: the stem holds a vowel ('y' counts after its first letter). */
  private boolean hasVowel(int stem) {
    for (int i = 0; i < stem; i++) if (vowel(b[i], i > 0)) return true;
    return false;
  }

  /** The letter before the last, which chooses the rules of a step; 0 when there is none. */
  private byte penultimate() {
    return n >= 2 ? b[n - 2] : 0;
  }

  /** Whether the word is longer than the suffix and ends with it. */
  private boolean ends(String suffix) {
    int k = suffix.length();
    if (n <= k) return false;
    for (int i = 0; i < k; i++) if (b[n - k + i] != suffix.charAt(i)) return false;
    return true;
  }

  private void replace(String suffix, String with) {
    int stem = n - suffix.length();
    for (int i = 0; i < with.length(); i++) b[stem + i] = (byte) with.charAt(i);
    n = stem + with.length();
  }

  /** The first rule whose suffix the word ends with is the only one tried: `rules` are suffix, replacement pairs. */
  private void firstRule(Condition condition, String... rules) {
    for (int i = 0; i < rules.length; i += 2) {
      if (!ends(rules[i])) continue;
      if (condition.holds(n - rules[i].length())) replace(rules[i], rules[i + 1]);
      return;
    }
  }

  private interface Condition {
    boolean holds(int stem);
  }

  private void step1() {
    if (b[n - 1] == 's') {
      if (b[n - 2] == 'e') {
        if ((n > 4 && b[n - 4] == 's' && b[n - 3] == 's') || (n > 3 && b[n - 3] == 'i')) n -= 2;
        else n -= 1;
      } else if (b[n - 2] != 's') {
        n -= 1;
      }
    }
    if (step1b() && !step1b2()) {
      byte c = b[n - 1];
      if (!vowel(c, false) && c != 'l' && c != 's' && c != 'z' && n >= 2 && c == b[n - 2]) {
        n -= 1;
      } else if (mEq1(n) && endsCvc(n)) {
        b[n++] = 'e';
      }
    }
    if (b[n - 1] == 'y' && hasVowel(n - 1)) b[n - 1] = 'i';
  }

  /** -eed, -ed, -ing; true when -ed or -ing was taken off. */
  private boolean step1b() {
    switch (penultimate()) {
      case 'e':
        if (ends("eed")) {
          if (mGt0(n - 3)) replace("eed", "ee");
        } else if (ends("ed") && hasVowel(n - 2)) {
          n -= 2;
          return true;
        }
        return false;
      case 'n':
        if (ends("ing") && hasVowel(n - 3)) {
          n -= 3;
          return true;
        }
        return false;
      default:
        return false;
    }
  }

  /** -at, -bl, -iz gain their e back; true when one did. */
  private boolean step1b2() {
    byte c = penultimate();
    String suffix = c == 'a' ? "at" : c == 'b' ? "bl" : c == 'i' ? "iz" : null;
    if (suffix == null || !ends(suffix)) return false;
    replace(suffix, suffix + "e");
    return true;
  }

  private void step2() {
    Condition m0 = this::mGt0;
    switch (penultimate()) {
      case 'a' -> firstRule(m0, "ational", "ate", "tional", "tion");
      case 'c' -> firstRule(m0, "enci", "ence", "anci", "ance");
      case 'e' -> firstRule(m0, "izer", "ize");
      case 'g' -> firstRule(m0, "logi", "log");
      case 'l' -> firstRule(m0, "bli", "ble", "alli", "al", "entli", "ent", "eli", "e", "ousli", "ous");
      case 'o' -> firstRule(m0, "ization", "ize", "ation", "ate", "ator", "ate");
      case 's' -> firstRule(m0, "alism", "al", "iveness", "ive", "fulness", "ful", "ousness", "ous");
      case 't' -> firstRule(m0, "aliti", "al", "iviti", "ive", "biliti", "ble");
      default -> {}
    }
  }

  private void step3() {
    Condition m0 = this::mGt0;
    switch (penultimate()) {
      case 'a' -> firstRule(m0, "ical", "ic");
      case 's' -> firstRule(m0, "ness", "");
      case 't' -> firstRule(m0, "icate", "ic", "iciti", "ic");
      case 'u' -> firstRule(m0, "ful", "");
      case 'v' -> firstRule(m0, "ative", "");
      case 'z' -> firstRule(m0, "alize", "al");
      default -> {}
    }
  }

  private void step4() {
    Condition m1 = this::mGt1;
    switch (penultimate()) {
      case 'a' -> firstRule(m1, "al", "");
      case 'c' -> firstRule(m1, "ance", "", "ence", "");
      case 'e' -> firstRule(m1, "er", "");
      case 'i' -> firstRule(m1, "ic", "");
      case 'l' -> firstRule(m1, "able", "", "ible", "");
      case 'n' -> firstRule(m1, "ant", "", "ement", "", "ment", "", "ent", "");
      case 'o' -> {
        if (ends("ion")) {
          int stem = n - 3;
          if (stem > 0 && (b[stem - 1] == 's' || b[stem - 1] == 't') && mGt1(stem)) n = stem;
        } else {
          firstRule(m1, "ou", "");
        }
      }
      case 's' -> firstRule(m1, "ism", "");
      case 't' -> firstRule(m1, "ate", "", "iti", "");
      case 'u' -> firstRule(m1, "ous", "");
      case 'v' -> firstRule(m1, "ive", "");
      case 'z' -> firstRule(m1, "ize", "");
      default -> {}
    }
  }

  private void step5() {
    if (b[n - 1] == 'e' && (mGt1(n - 1) || (mEq1(n - 1) && !endsCvc(n - 1)))) n -= 1;
    if (n > 1 && b[n - 1] == 'l' && b[n - 2] == 'l' && mGt1(n - 1)) n -= 1;
  }
}
