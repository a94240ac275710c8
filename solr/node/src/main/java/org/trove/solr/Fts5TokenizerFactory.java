package org.trove.solr;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.BitSet;
import java.util.Map;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.TokenizerFactory;
import org.apache.lucene.util.AttributeFactory;
import org.apache.lucene.util.ResourceLoader;
import org.apache.lucene.util.ResourceLoaderAware;

/**
 * {@code <tokenizer class="org.trove.solr.Fts5TokenizerFactory" separators="fts5-separators.txt"/>}
 * in the portal's configset: words split where the embedded engine's FTS5 tokenizer splits them
 * (ADR 055). The separators file lists FTS5's separator characters as hexadecimal code point
 * ranges, one per line ({@code 0-2F}, {@code 3A-40} …), read from FTS5 by npm run solr:configset.
 * A table of every code point answers in constant time where a regular expression's class of 410
 * ranges took a hundred times longer to split a text.
 */
public final class Fts5TokenizerFactory extends TokenizerFactory
    implements ResourceLoaderAware {
  public static final String NAME = "fts5";

  private final String separatorsFile;
  private BitSet separators;

  public Fts5TokenizerFactory(Map<String, String> args) {
    super(args);
    separatorsFile = require(args, "separators");
    if (!args.isEmpty()) throw new IllegalArgumentException("Unknown parameters: " + args);
  }

  /** For Lucene's service loader only. */
  public Fts5TokenizerFactory() {
    throw defaultCtorException();
  }

  @Override
  public void inform(ResourceLoader loader) throws IOException {
    BitSet read = new BitSet(Character.MAX_CODE_POINT + 1);
    try (InputStream in = loader.openResource(separatorsFile);
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        String range = line.strip();
        if (range.isEmpty() || range.startsWith("#")) continue;
        int dash = range.indexOf('-');
        int from = Integer.parseInt(dash < 0 ? range : range.substring(0, dash), 16);
        int to = dash < 0 ? from : Integer.parseInt(range.substring(dash + 1), 16);
        read.set(from, to + 1);
      }
    }
    separators = read;
  }

  @Override
  public Tokenizer create(AttributeFactory factory) {
    if (separators == null) throw new IllegalStateException(separatorsFile + " was not read");
    return new Fts5Tokenizer(factory, separators);
  }
}
