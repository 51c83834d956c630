"""Capitalised words that end the name of a hospital, institution or health centre: the first words of a sentence
whose period is missing ("en el [Hospital Severo Ochoa] Tras la cirugía...", "en la [Fundación Puigvert] Durante la
exploración..."), none of which is a word of such a name (not "Es", the Balearic article: "Centro de Salud Es
Castell").

A stage file loads it with `runpy.run_path(Path(__file__).with_name("_org_words.py"))`.
"""

# a regular expression over one token
SENTENCE_WORDS = (r"En|Tras|Durante|Desde|Hasta|Con|Sin|Se|Por|Para|Al|Ante|Según|Hace|Donde|Cuando|Como|Que|Su|Sus|"
                  r"Este|Esta|Un|Una|No|Fue|Posteriormente|Previamente|Actualmente|Finalmente|Inicialmente")
