package org.trove.solr;

import java.util.BitSet;
import org.apache.lucene.analysis.util.CharTokenizer;
import org.apache.lucene.util.AttributeFactory;

/** Runs of characters that are not separators, as FTS5's unicode61 tokenizer reads words. */
final class Fts5Tokenizer extends CharTokenizer {
  /** FTS5 keeps a word of any length; Lucene's tokenizers take a megabyte at most. */
  private static final int LONGEST_WORD = 1024 * 1024;

  private final BitSet separators;

  Fts5Tokenizer(AttributeFactory factory, BitSet separators) {
    super(factory, LONGEST_WORD);
    this.separators = separators;
  }

  @Override
  protected boolean isTokenChar(int c) {
    return !separators.get(c);
  }
}
