package org.trove.solr;

import java.util.Map;
import org.apache.lucene.analysis.TokenFilterFactory;
import org.apache.lucene.analysis.TokenStream;

/**
 * {@code <filter class="org.trove.solr.Fts5PorterStemFilterFactory"/>} in the portal's configset:
 * the embedded engine's stemmer (ADR 055). The jar of solr/node must be on each node's class path.
 */
public final class Fts5PorterStemFilterFactory extends TokenFilterFactory {
  public static final String NAME = "fts5PorterStem";

  public Fts5PorterStemFilterFactory(Map<String, String> args) {
    super(args);
    if (!args.isEmpty()) throw new IllegalArgumentException("Unknown parameters: " + args);
  }

  /** For Lucene's service loader only. */
  public Fts5PorterStemFilterFactory() {
    throw defaultCtorException();
  }

  @Override
  public TokenStream create(TokenStream input) {
    return new Fts5PorterStemFilter(input);
  }
}
