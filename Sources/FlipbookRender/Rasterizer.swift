import CCairo
import CPNG
import FlipbookModel
