package org.trove.solr;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.KeywordAttribute;

/** Stems each word as the embedded index's FTS5 "porter" tokenizer does (Fts5Porter). */
public final class Fts5PorterStemFilter extends TokenFilter {
  private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
  private final KeywordAttribute keyword = addAttribute(KeywordAttribute.class);

  public Fts5PorterStemFilter(TokenStream input) {
    super(input);
  }

  @Override
  public boolean incrementToken() throws IOException {
    if (!input.incrementToken()) return false;
    if (keyword.isKeyword()) return true;
    byte[] word = term.toString().getBytes(StandardCharsets.UTF_8);
    byte[] stem = Fts5Porter.stem(word);
    if (stem != word) term.setEmpty().append(new String(stem, StandardCharsets.UTF_8));
    return true;
  }
}
